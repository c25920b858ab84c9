import Redis from 'ioredis';
import { afterAll, beforeAll } from 'vitest';

/** A test file's own part of the shared Redis: its address, a key prefix no other file uses, and a client. */
export type RedisForTests = { url: string; prefix: string; client(): Redis };

/**
 * For a file whose CMS keeps its counters in Redis (RATE_LIMIT_PREFIX: the prefix): a client open while the file runs,
 * and the file's keys removed after it.
 */
export function redisForTests(name: string): RedisForTests {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const prefix = `tate-test:${process.pid}:${Date.now()}:${name}`;
  let redis: Redis | undefined;
  beforeAll(() => {
    redis = new Redis(url);
  });
  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  return {
    url,
    prefix,
    client() {
      if (!redis) throw new Error('The Redis client opens before the tests run (beforeAll)');
      return redis;
    },
  };
}
