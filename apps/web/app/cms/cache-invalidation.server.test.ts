import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { connectCacheInvalidation, type CacheInvalidation } from './cache-invalidation.server';
import { createPublicCache } from './public-cache.server';

// Two web instances, each with its own cache and Redis connections, on the machine's Redis (REDIS_URL or the default).
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const connections: CacheInvalidation[] = [];

afterEach(async () => {
  await Promise.all(connections.splice(0).map((connection) => connection.close()));
});

/** Waits until `count` instances listen on the channel (subscribing is asynchronous). */
async function subscribers(channel: string, count: number): Promise<void> {
  const redis = new Redis(REDIS_URL);
  try {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const [, listening] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
      if (Number(listening) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`fewer than ${count} subscribers on ${channel}`);
  } finally {
    redis.disconnect();
  }
}

async function heard(cache: ReturnType<typeof createPublicCache>): Promise<unknown> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await cache.read('site', async () => 'New');
    if (value === 'New') return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return cache.read('site', async () => 'New');
}

describe('cache invalidation', () => {
  it('clears the local cache without Redis', async () => {
    const cache = createPublicCache({ ttlMs: 60_000 });
    const invalidation = connectCacheInvalidation(cache);
    await cache.read('site', async () => 'Old');
    await invalidation.invalidate();
    expect(await cache.read('site', async () => 'New')).toBe('New');
  });

  it('reaches every instance through Redis pub/sub', async () => {
    const first = createPublicCache({ ttlMs: 60_000 });
    const second = createPublicCache({ ttlMs: 60_000 });
    const channel = `test:${randomUUID()}`;
    const firstBus = connectCacheInvalidation(first, REDIS_URL, channel);
    const secondBus = connectCacheInvalidation(second, REDIS_URL, channel);
    connections.push(firstBus, secondBus);
    await subscribers(channel, 2);
    await first.read('site', async () => 'Old');
    await second.read('site', async () => 'Old');

    await firstBus.invalidate();

    expect(await first.read('site', async () => 'New')).toBe('New');
    // The message reaches the other instance in a few milliseconds; it keeps answering 'Old' until then.
    expect(await heard(second)).toBe('New');
  });
});
