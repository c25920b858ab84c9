import { describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { newParent, post } from './accounts-helpers';

const DAY = 24 * 60 * 60 * 1000;

const cms = cmsForTests({ RATE_LIMIT_MAX: '1000' }, { shared: true });

async function coupon(data: { code: string; plan?: string; grantDays?: number | null; redemptionLimit?: number; active?: boolean }) {
  return cms.strapi.db.query('api::coupon.coupon').create({
    data: { plan: 'unlimited', grantDays: null, redemptionLimit: 1, redemptionCount: 0, active: true, ...data },
  });
}

async function count(code: string): Promise<number> {
  const row = (await cms.strapi.db.query('api::coupon.coupon').findOne({ where: { code } })) as { redemptionCount: number };
  return row.redemptionCount;
}

describe('couponverify', () => {
  it('returns the plan and expiry a valid code grants, without using it', async () => {
    await coupon({ code: 'TATE-YEAR', plan: 'year', grantDays: 365, redemptionLimit: 5 });
    const answer = await post(cms.url, '/couponverify', { couponCode: 'TATE-YEAR' });
    expect(answer.body.response_code).toBe(200);
    expect(answer.body.response_message).toBe('Coupon code verified successfully');
    const data = answer.body.response_data as { plan: string; expiryDate: string };
    expect(data.plan).toBe('year');
    expect(Math.abs(new Date(data.expiryDate).getTime() - (Date.now() + 365 * DAY))).toBeLessThan(60_000);
    expect(await count('TATE-YEAR')).toBe(0);
  });

  it('is case-sensitive and refuses unknown, inactive and used-up codes', async () => {
    await coupon({ code: 'PLUSH-ONE' });
    await coupon({ code: 'PLUSH-OFF', active: false });
    await coupon({ code: 'PLUSH-USED', redemptionLimit: 1 });
    await cms.strapi.db.query('api::coupon.coupon').update({ where: { code: 'PLUSH-USED' }, data: { redemptionCount: 1 } });
    expect((await post(cms.url, '/couponverify', { couponCode: 'plush-one' })).body.response_message).toBe('Invalid coupon code');
    expect((await post(cms.url, '/couponverify', { couponCode: 'NOPE' })).body).toMatchObject({ response_code: 400, response_message: 'Invalid coupon code' });
    expect((await post(cms.url, '/couponverify', { couponCode: 'PLUSH-OFF' })).body.response_message).toBe('Invalid coupon code');
    expect((await post(cms.url, '/couponverify', { couponCode: 'PLUSH-USED' })).body.response_message).toBe('This coupon code has already been used');
    expect((await post(cms.url, '/couponverify', { couponCode: 'PLUSH-ONE' })).body.response_code).toBe(200);
  });
});

describe('sign-up and renewal by coupon', () => {
  it('signs up without payment with the plan the coupon grants (unlimited: no expiry), then the code is used up', async () => {
    await coupon({ code: 'TOY-UNLIMITED', plan: 'unlimited' });
    const parent = newParent({ plan: 'month', couponCode: 'TOY-UNLIMITED', expiryDate: '2000-01-01' });
    const signup = await post(cms.url, '/signupByCoupon', parent);
    expect(signup.body).toMatchObject({
      response_code: 200,
      response_data: { subscriptionPlan: 'unlimited', is_subscribe: 'active', expiryDate: null },
    });
    const login = await post(cms.url, '/login', { email: parent.email, password: parent.password });
    expect(login.body.response_code).toBe(200);
    const second = await post(cms.url, '/signupByCoupon', newParent({ couponCode: 'TOY-UNLIMITED' }));
    expect(second.body).toMatchObject({ response_code: 400, response_message: 'This coupon code has already been used' });
  });

  it('gives the use back when the sign-up cannot be completed', async () => {
    await coupon({ code: 'TOY-KEEP' });
    const parent = newParent({ couponCode: 'TOY-KEEP' });
    await post(cms.url, '/signupByCoupon', { ...newParent(), email: parent.email, couponCode: 'TOY-KEEP' });
    const again = await post(cms.url, '/signupByCoupon', { ...parent, couponCode: 'TOY-KEEP' });
    expect(again.body.response_code).toBe(409);
    expect(await count('TOY-KEEP')).toBe(1);
  });

  it('renewalByCoupon renews an expired parent', async () => {
    await coupon({ code: 'TOY-MONTH', plan: 'month', grantDays: 30 });
    await coupon({ code: 'TOY-FIRST' });
    const parent = newParent({ couponCode: 'TOY-FIRST' });
    await post(cms.url, '/signupByCoupon', parent);
    await cms.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { email: parent.email.toLowerCase() }, data: { expiryDate: new Date(Date.now() - DAY) } });
    expect((await post(cms.url, '/login', { email: parent.email, password: parent.password })).body.response_code).toBe(201);

    const renewed = await post(cms.url, '/renewalByCoupon', { email: parent.email, plan: 'month', check: true, couponCode: 'TOY-MONTH' });
    expect(renewed.body).toMatchObject({ response_code: 200, response_message: 'You have successfully renewed your subscription' });
    expect(renewed.body.response_data, 'an anonymous caller learns nothing of the account').toBeUndefined();
    expect((await post(cms.url, '/login', { email: parent.email, password: parent.password })).body.response_code).toBe(200);
  });

  it('renewalByCoupon tells whether an e-mail has an account only to someone holding a valid coupon, and keeps the coupon', async () => {
    await coupon({ code: 'TOY-SPARE', plan: 'month', grantDays: 30 });
    const noCoupon = await post(cms.url, '/renewalByCoupon', { email: 'ghost@example.com', check: true, couponCode: 'NOT-A-COUPON' });
    expect(noCoupon.body).toEqual({ response_code: 400, response_message: 'Invalid coupon code' });
    const unknown = await post(cms.url, '/renewalByCoupon', { email: 'ghost@example.com', check: true, couponCode: 'TOY-SPARE' });
    expect(unknown.body).toEqual({ response_code: 404, response_message: 'No account exists with the given email id' });
    expect(await count('TOY-SPARE')).toBe(0);
  });

  it('renewalByCoupon tells the parent signed in their details, and a caller with an e-mail only whether it worked', async () => {
    await coupon({ code: 'TOY-GIFT', plan: 'year', grantDays: 365, redemptionLimit: 2 });
    await coupon({ code: 'TOY-START' });
    const parent = newParent({ couponCode: 'TOY-START' });
    await post(cms.url, '/signupByCoupon', parent);
    const login = await post(cms.url, '/login', { email: parent.email, password: parent.password });
    const token = (login.body.response_data as { authToken: string }).authToken;

    const own = await post(cms.url, '/renewalByCoupon', { email: parent.email, check: true, couponCode: 'TOY-GIFT' }, token);
    expect(own.body.response_data).toMatchObject({ email: parent.email.toLowerCase(), subscriptionPlan: 'year' });
    const gift = await post(cms.url, '/renewalByCoupon', { email: parent.email, check: true, couponCode: 'TOY-GIFT' });
    expect(gift.body.response_code).toBe(200);
    expect(JSON.stringify(gift.body)).not.toContain(parent.email.toLowerCase());
    expect(gift.body.response_data).toBeUndefined();
  });
});

describe('atomic redemption', () => {
  it('lets exactly one of many parents racing for the last use win', async () => {
    await coupon({ code: 'LAST-ONE', redemptionLimit: 3 });
    await cms.strapi.db.query('api::coupon.coupon').update({ where: { code: 'LAST-ONE' }, data: { redemptionCount: 2 } });
    const racers = Array.from({ length: 8 }, () => newParent({ couponCode: 'LAST-ONE' }));
    const answers = await Promise.all(racers.map((parent) => post(cms.url, '/signupByCoupon', parent)));
    const winners = answers.filter((answer) => answer.body.response_code === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.response_message === 'This coupon code has already been used')).toHaveLength(7);
    expect(await count('LAST-ONE')).toBe(3);
  });

  it('racing renewals on a code with two uses left: exactly two win', async () => {
    await coupon({ code: 'TWO-LEFT', redemptionLimit: 2 });
    await coupon({ code: 'SEED-A', redemptionLimit: 6 });
    const parents = Array.from({ length: 6 }, () => newParent({ couponCode: 'SEED-A' }));
    for (const parent of parents) await post(cms.url, '/signupByCoupon', parent);
    const answers = await Promise.all(
      parents.map((parent) => post(cms.url, '/renewalByCoupon', { email: parent.email, check: true, couponCode: 'TWO-LEFT' })),
    );
    expect(answers.filter((answer) => answer.body.response_code === 200)).toHaveLength(2);
    expect(await count('TWO-LEFT')).toBe(2);
  });
});
