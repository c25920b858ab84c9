import crypto from 'node:crypto';
import { deviceClaim } from '@tate/contracts';
import { signClaim } from '@tate/contracts/signed-claim';
import { describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { redisForTests } from './redis-for-tests';
import { post } from './accounts-helpers';
import { createParent } from './children-support';

const store = redisForTests('limits');
const REDIS_URL = store.url;
const PREFIX = store.prefix;
const cms = cmsForTests({ REDIS_URL, RATE_LIMIT_PREFIX: PREFIX, RATE_LIMIT_LOGIN_MAX: '2', RATE_LIMIT_MAX: '1000' });

describe('rate limit counters in Redis (REDIS_URL)', () => {
  it('counts logins in Redis and answers 429 past RATE_LIMIT_LOGIN_MAX', async () => {
    const body = { email: 'who@example.com', password: 'Wrong1234' };
    expect((await post(cms.url, '/login', body)).status).toBe(400);
    expect((await post(cms.url, '/login', body)).status).toBe(400);
    const [key] = await store.client().keys(`${PREFIX}:login:*`);
    expect(Number(await store.client().get(key))).toBe(2);
    expect(await store.client().pttl(key)).toBeGreaterThan(0);
    expect((await post(cms.url, '/login', body)).body.response_code).toBe(429);
  });

  it('shares counters between CMS instances: a count already in Redis applies here', async () => {
    const key = (await store.client().keys(`${PREFIX}:login:*`))[0].replace(':login:', ':forgot-password:');
    await store.client().set(key, '1000', 'PX', 60_000);
    expect((await post(cms.url, '/forgot-password', { email: 'who@example.com' })).status).toBe(429);
  });

  it("keeps the per-e-mail counts in Redis: another instance's lockout stops unknown devices, not the parent's browser", async () => {
    const email = 'redis-parent@example.com';
    await createParent(cms.strapi, email);
    const secret = process.env.CLIENT_ADDRESS_SECRET ?? '';
    const visitor = (address: string) => ({ 'x-tate-client-address': address, 'x-tate-client-signature': signClaim(address, secret) });
    const send = async (headers: Record<string, string>, password: string) => {
      const response = await fetch(`${cms.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email, password }),
      });
      return response.status;
    };
    expect(await send(visitor('192.0.2.90'), 'Wrong1234')).toBe(400);
    const account = crypto.createHash('sha256').update(email).digest('hex');
    expect(Number(await store.client().get(`${PREFIX}:login-email-client:${account}:192.0.2.90`))).toBe(1);
    expect(Number(await store.client().get(`${PREFIX}:login-email:${account}`))).toBe(1);

    await store.client().set(`${PREFIX}:login-email:${account}`, '1000', 'PX', 60_000);
    expect(await send(visitor('192.0.2.91'), 'Secret123!')).toBe(429);
    const device = crypto.randomBytes(16).toString('base64url');
    const browser = { ...visitor('192.0.2.92'), 'x-tate-device': device, 'x-tate-device-signature': signClaim(deviceClaim(device, email), secret) };
    expect(await send(browser, 'Secret123!')).toBe(200);
  });
});
