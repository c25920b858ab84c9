import { embedBundle } from '../partners/embed-bundle.server';

/**
 * `/embed/tate-player@<version>.js`: the partner embed at an address that never changes content, so it is cached
 * for a year and pinned with Subresource Integrity; partner pages load it cross-origin (CORS and CORP open). Its route
 * is this version's address alone (app/routes.ts); another version's is no meditation either (/embed/<meditation>: 404).
 */
export function loader() {
  const bundle = embedBundle();
  return new Response(bundle.body, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  });
}
