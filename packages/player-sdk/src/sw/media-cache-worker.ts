import { DEFAULT_MEDIA_CACHE } from '../downloads/download-manager';
import { rangeResponse } from './range-response';

interface FetchEventLike extends Event {
  request: Request;
  respondWith(response: Promise<Response>): void;
}

/**
 * Serves downloaded audio and video from Cache Storage, answering Range requests from the cache.
 * Media not downloaded comes from the network; other requests are left alone (returns false).
 */
export function handleMediaFetch(event: FetchEventLike, cacheName = DEFAULT_MEDIA_CACHE): boolean {
  const { method, destination } = event.request;
  if (method !== 'GET' || (destination !== 'audio' && destination !== 'video')) return false;
  const respond = async () => {
    const cache = await caches.open(cacheName);
    const cached = await cache.match(event.request.url);
    return cached ? rangeResponse(event.request, cached) : fetch(event.request);
  };
  event.respondWith(respond());
  return true;
}

/** Installs the fetch handler in a service worker scope; the prebuilt dist/sw/tate-media-sw.js calls this. */
export function installMediaCacheWorker(scope: EventTarget, cacheName = DEFAULT_MEDIA_CACHE): void {
  scope.addEventListener('fetch', (event) => {
    handleMediaFetch(event as FetchEventLike, cacheName);
  });
}
