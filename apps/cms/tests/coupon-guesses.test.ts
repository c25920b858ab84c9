import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { newParent, postAs } from './accounts-helpers';
import { createParent } from './children-support';

// Issue 21 item 12: coupon guesses are counted per client and code (src/middlewares/rate-limit.ts), across the three
// coupon routes, with the default of 10 codes an hour. The per-address request limits are lifted out of the way.

const cms = cmsForTests({ RATE_LIMIT_MAX: '1000' }, { shared: true });
beforeAll(async () => {
  await cms.strapi.db.query('api::coupon.coupon').create({
    data: { code: 'REAL-PLUSH', plan: 'year', grantDays: 365, redemptionLimit: 10, redemptionCount: 0, active: true },
  });
});

const verify = (address: string, couponCode: string) => postAs(address, cms.url, '/couponverify', { couponCode });

describe('coupon guesses', () => {
  it('stops a client after 10 different wrong codes on any coupon route, for every code, with a Retry-After', async () => {
    const guesser = '198.51.100.10';
    await createParent(cms.strapi, 'renewing@example.com');
    for (let i = 0; i < 5; i += 1) expect((await verify(guesser, `GUESS-${i}`)).body.response_message).toBe('Invalid coupon code');
    for (let i = 5; i < 10; i += 1) {
      const renewal = await postAs(guesser, cms.url, '/renewalByCoupon', { email: 'renewing@example.com', check: true, couponCode: `GUESS-${i}` });
      expect(renewal.body.response_message).toBe('Invalid coupon code');
    }
    const next = await verify(guesser, 'GUESS-10');
    expect(next.status).toBe(429);
    expect(next.body.response_message).toBe('Too many requests. Please wait a moment and try again.');
    expect((await verify(guesser, 'REAL-PLUSH')).status).toBe(429);
    const signup = await postAs(guesser, cms.url, '/signupByCoupon', newParent({ couponCode: 'REAL-PLUSH' }));
    expect(signup.status).toBe(429);
  });

  it('counts a mistyped code sent again once', async () => {
    const parent = '198.51.100.20';
    for (let i = 0; i < 15; i += 1) expect((await verify(parent, 'REAL-PLUSH-')).body.response_message).toBe('Invalid coupon code');
    expect((await verify(parent, 'REAL-PLUSH')).body.response_code).toBe(200);
  });

  it("never stops another family: a code that works is not counted, and one client's guesses stay its own", async () => {
    const family = '198.51.100.30';
    for (let i = 0; i < 12; i += 1) expect((await verify(family, 'REAL-PLUSH')).body.response_code).toBe(200);
    const signup = await postAs(family, cms.url, '/signupByCoupon', newParent({ couponCode: 'REAL-PLUSH' }));
    expect(signup.body.response_code).toBe(200);
  });
});
