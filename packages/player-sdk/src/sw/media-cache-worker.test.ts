// @vitest-environment node
// A service worker has no DOM: its Blob, Request and Response are one realm's. Under jsdom, Node 24's Response
// (undici 7) refuses jsdom's Blob as a body (undici 6 on Node 20 took it), so these run in Node's environment.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MEDIA_CACHE, OFFLINE_UNTIL_HEADER } from '../downloads/download-manager';
import { memoryCaches } from '../test-support/memory-caches';
import { MEDIA_WORKER_ROUTES, addMediaWorkerRoutes, handleMediaFetch, type MediaCacheWorkerOptions, type StaticRoute } from './media-cache-worker';

const FILE = 'https://tate.example/player/file/m1';
const NOW = Date.parse('2026-11-23T20:00:00Z');

/** A fetch event as the worker gets it; `answer` resolves to what the worker responded (or null when it let it be). */
function fetchEvent(url: string, init: { method?: string; destination?: RequestDestination } = {}) {
  const request = new Request(url, { method: init.method ?? 'GET' });
  Object.defineProperty(request, 'destination', { value: init.destination ?? 'audio' });
  let responded: Promise<Response> | null = null;
  const waited: Promise<unknown>[] = [];
  const event = Object.assign(new Event('fetch'), {
    request,
    respondWith: (response: Promise<Response>) => {
      responded = response;
    },
    waitUntil: (promise: Promise<unknown>) => {
      waited.push(promise);
    },
  });
  return { event, answer: async () => (responded ? await responded : null), settled: () => Promise.all(waited) };
}

async function storedDownload(caches: CacheStorage, until?: string) {
  const headers: Record<string, string> = { 'content-type': 'audio/mpeg' };
  if (until) headers[OFFLINE_UNTIL_HEADER] = until;
  await (await caches.open(DEFAULT_MEDIA_CACHE)).put(FILE, new Response('downloaded bytes', { headers }));
}

const isStored = async (caches: CacheStorage) => (await (await caches.open(DEFAULT_MEDIA_CACHE)).match(FILE)) !== undefined;

function worker(caches: CacheStorage, site: (init: RequestInit | undefined) => Response | Promise<Response>): MediaCacheWorkerOptions {
  return { caches, fetch: async (_input, init) => site(init), now: () => NOW, signOutPaths: ['/logout'] };
}

describe('the media service worker', () => {
  it('plays a download while the site still lets this browser have it, and keeps a newer offline date', async () => {
    const caches = memoryCaches();
    await storedDownload(caches, '2026-11-30T00:00:00Z');
    const heads: string[] = [];
    const options = worker(caches, (init) => {
      heads.push(init?.method ?? 'GET');
      return new Response(null, { status: 200, headers: { [OFFLINE_UNTIL_HEADER]: '2026-12-30T00:00:00Z' } });
    });
    const { event, answer } = fetchEvent(FILE);
    handleMediaFetch(event, options);
    expect(await (await answer())?.text()).toBe('downloaded bytes');
    expect(heads).toEqual(['HEAD']);
    const kept = await (await caches.open(DEFAULT_MEDIA_CACHE)).match(FILE);
    expect(kept?.headers.get(OFFLINE_UNTIL_HEADER)).toBe('2026-12-30T00:00:00Z');
  });

  it('removes a download the site now refuses (signed out, plan ended) and passes the refusal on', async () => {
    const caches = memoryCaches();
    await storedDownload(caches, '2026-11-30T00:00:00Z');
    const { event, answer } = fetchEvent(FILE);
    handleMediaFetch(event, worker(caches, () => new Response('Not found', { status: 404 })));
    expect((await answer())?.status).toBe(404);
    expect(await isStored(caches)).toBe(false);
  });

  it('plays offline until the offline date, then removes the download', async () => {
    const caches = memoryCaches();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await storedDownload(caches, '2026-11-24T00:00:00Z');
    const first = fetchEvent(FILE);
    handleMediaFetch(first.event, worker(caches, offline));
    expect(await (await first.answer())?.text()).toBe('downloaded bytes');

    await storedDownload(caches, '2026-11-23T19:00:00Z');
    const later = fetchEvent(FILE);
    handleMediaFetch(later.event, worker(caches, offline));
    expect((await later.answer())?.status).toBe(403);
    expect(await isStored(caches)).toBe(false);
  });

  it('removes every download when the visitor signs out, and lets the sign-out through', async () => {
    const caches = memoryCaches();
    await storedDownload(caches);
    const { event, answer, settled } = fetchEvent('https://tate.example/logout', { method: 'POST', destination: 'document' });
    expect(handleMediaFetch(event, worker(caches, () => new Response(null)))).toBe(false);
    await settled();
    expect(await answer()).toBeNull();
    expect(await isStored(caches)).toBe(false);
  });

  it('leaves other requests alone and fetches media not downloaded', async () => {
    const caches = memoryCaches();
    const page = fetchEvent('https://tate.example/library', { destination: 'document' });
    expect(handleMediaFetch(page.event, worker(caches, () => new Response('page')))).toBe(false);
    const online = fetchEvent(FILE);
    handleMediaFetch(online.event, worker(caches, () => new Response('from the network')));
    expect(await (await online.answer())?.text()).toBe('from the network');
  });
});

describe('the static routes the prebuilt worker adds as it installs', () => {
  /** An install event whose `addRoutes` answers with `refusal`: the routes it was given, once the worker is done. */
  async function install(refusal: Error | null) {
    const added: StaticRoute[][] = [];
    const event = Object.assign(new Event('install'), {
      addRoutes: async (routes: StaticRoute[]) => {
        added.push(routes);
        if (refusal) throw refusal;
      },
      waitUntil: () => undefined,
    });
    await addMediaWorkerRoutes(event);
    return added;
  }

  it('routes every request but media and POSTs to the network', async () => {
    expect(await install(null)).toEqual([[...MEDIA_WORKER_ROUTES]]);
  });

  it('still installs when the browser refuses the routes (an older Chromium)', async () => {
    await expect(install(new TypeError('not is not a known condition'))).resolves.toHaveLength(1);
  });
});
