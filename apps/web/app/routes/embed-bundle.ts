import type { LoaderFunctionArgs } from '@remix-run/node';
import { embedBundle } from '../partners/embed-bundle.server';

/**
 * `/embed/tate-player@<version>.js`: the partner embed at an address that never changes content, so it is cached
 * for a year and pinned with Subresource Integrity; partner pages load it cross-origin (CORS and CORP open).
 */
export function loader({ params }: LoaderFunctionArgs) {
  const bundle = embedBundle();
  if (`/embed/${params.file ?? ''}` !== bundle.path) throw new Response('Not found', { status: 404 });
  return new Response(bundle.body, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  });
}
