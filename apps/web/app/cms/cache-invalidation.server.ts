import { Redis } from 'ioredis';

/** The Redis channel on which one web instance tells the others to drop their public-content cache. */
export const INVALIDATION_CHANNEL = 'tate:web:public-cache:clear';

/** What a clear empties (the public-content caches). */
export type Clearable = { clear(): void };

export type CacheInvalidation = {
  /** Clears this instance's cache at once and, with Redis, every other instance's. */
  invalidate(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Without a Redis URL only this instance's cache is cleared; with one, the clear is published on
 * INVALIDATION_CHANNEL and every subscribed instance (this one included) clears its own.
 */
export function connectCacheInvalidation(
  cache: Clearable,
  redisUrl?: string,
  channel = INVALIDATION_CHANNEL,
): CacheInvalidation {
  if (!redisUrl) return { invalidate: async () => cache.clear(), close: async () => {} };

  const publisher = new Redis(redisUrl);
  const subscriber = new Redis(redisUrl);
  const logError = (error: Error) => console.error(`[cache] Redis: ${error.message}`);
  publisher.on('error', logError);
  subscriber.on('error', logError);
  subscriber.on('message', (from) => {
    if (from === channel) cache.clear();
  });
  const subscribed = subscriber.subscribe(channel);

  return {
    async invalidate() {
      cache.clear();
      await publisher.publish(channel, String(Date.now()));
    },
    async close() {
      await subscribed.catch(() => undefined);
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
