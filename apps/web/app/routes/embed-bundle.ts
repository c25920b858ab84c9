import type { LoaderFunctionArgs } from '@remix-run/node';
import { embedBundleAt, embedBundleVersion } from '../partners/embed-bundle.server';

/**
 * `/embed/tate-player@<version>.js`: the partner embed at an address that never changes content, so it is cached
 * for a year and pinned with Subresource Integrity; partner pages load it cross-origin (CORS and CORP open). Its
 * routes are the served versions' addresses alone (app/routes.ts: each published release kept in embed-releases/ and
 * the SDK's current version); another version's is no meditation either (/embed/<meditation>: 404).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const version = embedBundleVersion(new URL(request.url).pathname);
  const bundle = version ? embedBundleAt(version) : null;
  if (!bundle) throw new Response('Not Found', { status: 404 });
  return new Response(bundle.body, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  });
}
