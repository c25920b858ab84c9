import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { post } from './accounts-helpers';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `tate-test:${process.pid}:${Date.now()}`;
let cms: TestCms;
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(REDIS_URL);
  cms = await startCms({ REDIS_URL, RATE_LIMIT_PREFIX: PREFIX, RATE_LIMIT_LOGIN_MAX: '2', RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await cms?.stop();
  const keys = await redis.keys(`${PREFIX}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('rate limit counters in Redis (REDIS_URL)', () => {
  it('counts logins in Redis and answers 429 past RATE_LIMIT_LOGIN_MAX', async () => {
    const body = { email: 'who@example.com', password: 'Wrong1234' };
    expect((await post(cms.url, '/login', body)).status).toBe(400);
    expect((await post(cms.url, '/login', body)).status).toBe(400);
    const [key] = await redis.keys(`${PREFIX}:login:*`);
    expect(Number(await redis.get(key))).toBe(2);
    expect(await redis.pttl(key)).toBeGreaterThan(0);
    expect((await post(cms.url, '/login', body)).body.response_code).toBe(429);
  });

  it('shares counters between CMS instances: a count already in Redis applies here', async () => {
    const key = (await redis.keys(`${PREFIX}:login:*`))[0].replace(':login:', ':forgot-password:');
    await redis.set(key, '1000', 'PX', 60_000);
    expect((await post(cms.url, '/forgot-password', { email: 'who@example.com' })).status).toBe(429);
  });
});
