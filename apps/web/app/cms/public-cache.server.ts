import { LRUCache } from 'lru-cache';

/**
 * Public CMS reads kept in memory (docs/decisions/web-public-cache.md). Entries live `ttlMs` at most; `clear()` drops
 * them all at once when the CMS says something changed. A read still on its way when `clear()` runs answers its
 * callers but is not kept, so a change published during a read is never hidden behind the old answer.
 * It holds the CMS's raw answers: each reader parses (and so copies) what it needs.
 */
export type PublicCache = {
  read(key: string, load: () => Promise<unknown>): Promise<unknown>;
  clear(): void;
};

export type PublicCacheOptions = { ttlMs: number; maxEntries?: number };

export function createPublicCache({ ttlMs, maxEntries = 500 }: PublicCacheOptions): PublicCache {
  const entries = new LRUCache<string, { value: unknown }>({ max: maxEntries, ttl: ttlMs });
  const pending = new Map<string, Promise<unknown>>();
  let generation = 0;

  function read(key: string, load: () => Promise<unknown>): Promise<unknown> {
    const cached = entries.get(key);
    if (cached) return Promise.resolve(cached.value);
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const started = generation;
    const loading = load().then(
      (value) => {
        if (pending.get(key) === loading) pending.delete(key);
        if (started === generation) entries.set(key, { value });
        return value;
      },
      (error: unknown) => {
        if (pending.get(key) === loading) pending.delete(key);
        throw error;
      },
    );
    pending.set(key, loading);
    return loading;
  }

  function clear() {
    generation += 1;
    entries.clear();
    pending.clear();
  }

  return { read, clear };
}

/** A cache that keeps nothing: every read goes to the CMS (PUBLIC_CACHE=off, for the benchmark's comparison). */
export const noPublicCache: PublicCache = { read: (_key, load) => load(), clear: () => {} };
