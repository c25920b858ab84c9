import { describe, expect, it, vi } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { newParent, post, type Answer } from './accounts-helpers';

const LIMIT = 3;

const cms = cmsForTests({ REDIS_URL: '', RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_WINDOW_MS: '60000', JWT_EXPIRES_IN: '3s' });

async function parentWithToken() {
  await cms.strapi.db.query('api::coupon.coupon').create({
    data: { code: `SEC-${Math.random()}`, plan: 'unlimited', redemptionLimit: 1, redemptionCount: 0, active: true },
  });
  const coupon = (await cms.strapi.db.query('api::coupon.coupon').findMany({ where: { redemptionCount: 0 } }))[0] as { code: string };
  const parent = newParent({ couponCode: coupon.code });
  await post(cms.url, '/signupByCoupon', parent);
  const user = (await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: parent.email.toLowerCase() } })) as {
    id: number;
  };
  const token = cms.strapi.plugin('users-permissions').service('jwt').issue({ id: user.id, tokenVersion: 0 }) as string;
  return { parent, token };
}

describe('rate limits (in memory)', () => {
  const buckets: Array<[string, () => unknown]> = [
    ['/login', () => ({ email: 'who@example.com', password: 'Wrong1234' })],
    ['/check-user', () => ({ email: 'who@example.com' })],
    ['/forgot-password', () => ({ email: 'who@example.com' })],
    ['/couponverify', () => ({ couponCode: 'NOPE' })],
    ['/contact', () => ({ firstname: 'A', lastname: 'B', email: 'a@example.com', number: '0123456789', message: 'hi' })],
  ];

  it.each(buckets)('%s answers a 429 envelope past the limit', async (route, body) => {
    const answers: Answer[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) answers.push(await post(cms.url, route, body()));
    expect(answers.slice(0, LIMIT).every((answer) => answer.status !== 429)).toBe(true);
    const limited = answers[LIMIT];
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ response_code: 429, response_message: 'Too many requests. Please wait a moment and try again.' });
    expect((limited.body.response_data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('tokens', () => {
  it('expire (JWT_EXPIRES_IN)', async () => {
    // The CMS runs in this process: holding its clock still makes 'before' and 'after' exact on any machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { token } = await parentWithToken();
      expect((await post(cms.url, '/getDetail', {}, token)).status).toBe(200);
      vi.setSystemTime(Date.now() + 4000);
      expect((await post(cms.url, '/getDetail', {}, token)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('signed with another secret, or for a deleted user, are refused', async () => {
    const { token, parent } = await parentWithToken();
    const [header, payload] = token.split('.');
    expect((await post(cms.url, '/getDetail', {}, `${header}.${payload}.forged-signature`)).status).toBe(401);
    // The same claims with no signature at all ("alg": "none"), or a header naming another algorithm.
    const unsigned = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await post(cms.url, '/getDetail', {}, `${unsigned}.${payload}.`)).status).toBe(401);
    const otherAlgorithm = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
    expect((await post(cms.url, '/getDetail', {}, `${otherAlgorithm}.${payload}.${token.split('.')[2]}`)).status).toBe(401);
    await cms.strapi.db.query('plugin::users-permissions.user').delete({ where: { email: parent.email.toLowerCase() } });
    expect((await post(cms.url, '/getDetail', {}, token)).status).toBe(401);
  });
});
