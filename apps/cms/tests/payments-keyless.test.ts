import { describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { newParent, post } from './accounts-helpers';
import { demoPaymentsEnabled } from '../src/commerce/demo-payments';
import { renewalLink } from '../src/commerce/renewal-link';

// A CMS without Stripe keys and without TATE_DEMO_PAYMENTS: nothing grants a plan without money.
const USER_UID = 'plugin::users-permissions.user';

const cms = cmsForTests({ TATE_DEMO_PAYMENTS: 'false', RATE_LIMIT_MAX: '1000' });

describe('the keyless payment path is off unless demo payments are explicitly on', () => {
  it('refuses the payment call and the demo checkout, and grants no plan', async () => {
    const parent = newParent();
    const registered = await post(cms.url, '/register', parent);
    expect(registered.body).toEqual({ response_code: 503, response_message: expect.stringContaining('not configured') });

    await cms.strapi.db.query('api::coupon.coupon').create({
      data: { code: 'KEYLESS-PARENT', plan: 'month', grantDays: 30, redemptionLimit: 1, redemptionCount: 0, active: true },
    });
    const member = newParent();
    expect((await post(cms.url, '/signupByCoupon', { ...member, couponCode: 'KEYLESS-PARENT' })).body.response_code).toBe(200);
    const login = await post(cms.url, '/login', { email: member.email, password: member.password });
    const authToken = (login.body.response_data as { authToken: string }).authToken;
    const before = (await cms.strapi.db.query(USER_UID).findOne({ where: { email: member.email.toLowerCase() } })) as { expiryDate: string };
    const paid = await post(cms.url, '/payment', { token: 'tok_anything', amount: 399, planId: 'month' }, authToken);
    expect(paid.body).toEqual({ response_code: 503, response_message: 'Payments are not configured on this server' });
    const after = (await cms.strapi.db.query(USER_UID).findOne({ where: { email: member.email.toLowerCase() } })) as { expiryDate: string };
    expect(after.expiryDate).toEqual(before.expiryDate);
    const demoPage = await fetch(`${cms.url}/api/demo-checkout/anything`);
    expect(demoPage.status).toBe(404);

    // A renewal link made while payments were on, followed now: the same 503 as every payment call, not a server error.
    const followed = await fetch(renewalLink(member.email, 'month', cms.url), { redirect: 'manual' });
    expect({ status: followed.status, body: await followed.json() }).toEqual({
      status: 503,
      body: { response_code: 503, response_message: 'Payments are not configured on this server' },
    });
  });
});

describe('demoPaymentsEnabled', () => {
  it('is on only with TATE_DEMO_PAYMENTS=true, and never in production', () => {
    const saved = { NODE_ENV: process.env.NODE_ENV, TATE_DEMO_PAYMENTS: process.env.TATE_DEMO_PAYMENTS };
    try {
      process.env.NODE_ENV = 'test';
      process.env.TATE_DEMO_PAYMENTS = 'true';
      expect(demoPaymentsEnabled()).toBe(true);
      process.env.NODE_ENV = 'production';
      expect(demoPaymentsEnabled()).toBe(false);
      process.env.NODE_ENV = 'test';
      process.env.TATE_DEMO_PAYMENTS = '1';
      expect(demoPaymentsEnabled()).toBe(false);
    } finally {
      Object.assign(process.env, saved);
    }
  });
});
