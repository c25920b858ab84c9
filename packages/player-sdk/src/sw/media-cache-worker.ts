import { DEFAULT_MEDIA_CACHE, OFFLINE_UNTIL_HEADER } from '../downloads/download-manager';
import { rangeResponse } from './range-response';

interface FetchEventLike extends Event {
  request: Request;
  respondWith(response: Promise<Response>): void;
  waitUntil(promise: Promise<unknown>): void;
}

export interface MediaCacheWorkerOptions {
  cacheName?: string;
  /** Paths whose POST signs the visitor out (a form or a fetch): every download is removed then. */
  signOutPaths?: string[];
  caches?: CacheStorage;
  fetch?: typeof fetch;
  now?: () => number;
}

const NOT_AVAILABLE = () => new Response('This download is no longer available on this device.', { status: 403 });

/**
 * A downloaded file, as long as the site still lets this browser have it. Online, the site is asked first (HEAD,
 * with the browser's cookies): an answer of 400 or more (signed out, plan ended, meditation gone) removes the download
 * and is passed on; a newer offline-until date it sends is kept. Offline, the download plays until the offline-until
 * date the site gave with it, then it is removed.
 */
async function servedDownload(request: Request, cache: Cache, cached: Response, fetcher: typeof fetch, now: number): Promise<Response> {
  let check: Response | null = null;
  try {
    check = await fetcher(request.url, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store' });
  } catch {
    check = null;
  }
  if (check && check.status >= 400) {
    await cache.delete(request.url);
    return check;
  }
  let stored = cached;
  const refreshedUntil = check?.headers.get(OFFLINE_UNTIL_HEADER);
  if (refreshedUntil && refreshedUntil !== cached.headers.get(OFFLINE_UNTIL_HEADER)) {
    const headers = new Headers(cached.headers);
    headers.set(OFFLINE_UNTIL_HEADER, refreshedUntil);
    stored = new Response(await cached.blob(), { status: cached.status, headers });
    await cache.put(request.url, stored.clone());
  }
  const until = Date.parse(stored.headers.get(OFFLINE_UNTIL_HEADER) ?? '');
  if (!check && Number.isFinite(until) && until < now) {
    await cache.delete(request.url);
    return NOT_AVAILABLE();
  }
  return rangeResponse(request, stored);
}

/**
 * Serves downloaded audio and video from Cache Storage, answering Range requests from the cache, while the site
 * still lets this browser have them (see servedDownload); media not downloaded comes from the network. A POST to
 * one of `signOutPaths` removes every download. Other requests are left alone (returns false).
 */
export function handleMediaFetch(event: FetchEventLike, options: MediaCacheWorkerOptions = {}): boolean {
  const { cacheName = DEFAULT_MEDIA_CACHE, signOutPaths = [] } = options;
  const storage = options.caches ?? caches;
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const { method, destination, url } = event.request;
  if (method === 'POST' && signOutPaths.includes(new URL(url).pathname)) {
    event.waitUntil(storage.delete(cacheName));
    return false;
  }
  if (method !== 'GET' || (destination !== 'audio' && destination !== 'video')) return false;
  const respond = async () => {
    const cache = await storage.open(cacheName);
    const cached = await cache.match(url);
    if (!cached) return fetcher(event.request);
    return servedDownload(event.request, cache, cached, fetcher, (options.now ?? Date.now)());
  };
  event.respondWith(respond());
  return true;
}

/** A rule of the Service Worker Static Routing API (`InstallEvent.addRoutes`, Chromium 123 on). */
export interface StaticRoute {
  condition: RouteCondition;
  source: 'network' | 'cache' | 'fetch-event' | 'race-network-and-fetch-handler';
}
type RouteCondition = { requestMethod?: string; requestDestination?: RequestDestination; or?: RouteCondition[]; not?: RouteCondition };

/**
 * What the fetch handler takes (media, and the POSTs a sign-out may be) goes to it; every other request of the pages
 * (their documents, scripts, data and images) goes straight to the network, without waking the worker first: a page of
 * a controlled site then loads as fast as one the worker does not control.
 */
export const MEDIA_WORKER_ROUTES: readonly StaticRoute[] = [
  {
    condition: { not: { or: [{ requestDestination: 'audio' }, { requestDestination: 'video' }, { requestMethod: 'POST' }] } },
    source: 'network',
  },
];

export interface InstallEventLike extends Event {
  addRoutes?: (routes: StaticRoute[]) => Promise<void>;
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * For a worker that does nothing but this handler (the prebuilt one): adds MEDIA_WORKER_ROUTES as it installs, where
 * the browser has static routes. A refusal leaves every request to the handler, as before. A site whose own worker
 * handles other requests must not add them: those requests would never reach it.
 */
export async function addMediaWorkerRoutes(install: InstallEventLike): Promise<void> {
  try {
    await install.addRoutes?.([...MEDIA_WORKER_ROUTES]);
  } catch {
    // An older Chromium without `not` or `or` conditions: the worker installs all the same.
  }
}

/** Installs the fetch handler in a service worker scope; the prebuilt dist/sw/tate-media-sw.js calls this. */
export function installMediaCacheWorker(scope: EventTarget, options: MediaCacheWorkerOptions = {}): void {
  scope.addEventListener('fetch', (event) => {
    handleMediaFetch(event as FetchEventLike, options);
  });
}
