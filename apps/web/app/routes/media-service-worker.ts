import swSource from '@tate/player-sdk/sw?raw';

/**
 * The player SDK's service worker (plays downloaded meditations offline, answering Range requests from Cache
 * Storage), served from the site root so its scope is the whole site. `no-cache` makes the browser check for a new
 * version on every registration, so a new SDK build takes over at the next visit (the worker skips waiting).
 */
export function loader() {
  return new Response(swSource, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Service-Worker-Allowed': '/',
    },
  });
}
