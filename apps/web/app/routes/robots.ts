import type { LoaderFunctionArgs } from '@remix-run/node';
import { siteOrigin } from '../http/site-url.server';
import { robotsTxt } from '../seo/sitemap';

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
