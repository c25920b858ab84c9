import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { call, newParent, post } from './accounts-helpers';

type Actor = { id: number; email: string; password: string; token: string };
type Actors = { A: Actor; B: Actor; expired: Actor };
type Role = 'anonymous' | 'A' | 'B' | 'expired';
type Row = {
  name: string;
  method?: 'GET' | 'POST';
  route: string;
  /** Rows that revoke tokens or delete accounts get their own fresh parents. */
  fresh?: boolean;
  body?: (actors: Actors, role: Role) => unknown;
  expect: Record<Role, number>;
};

let couponNumber = 0;

async function makeParent(expired: boolean): Promise<Actor> {
  couponNumber += 1;
  const code = `MATRIX-${couponNumber}`;
  await cms.strapi.db.query('api::coupon.coupon').create({ data: { code, plan: 'year', grantDays: 365, redemptionLimit: 1, redemptionCount: 0, active: true } });
  const parent = newParent({ couponCode: code });
  await post(cms.url, '/signupByCoupon', parent);
  const login = await post(cms.url, '/login', { email: parent.email, password: parent.password });
  const data = login.body.response_data as { authToken: string; _id: number };
  if (expired) {
    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: data._id }, data: { expiryDate: new Date(Date.now() - 60_000) } });
  }
  return { id: data._id, email: parent.email.toLowerCase(), password: parent.password, token: data.authToken };
}

async function makeActors(): Promise<Actors> {
  return { A: await makeParent(false), B: await makeParent(false), expired: await makeParent(true) };
}

const same = (code: number): Record<Role, number> => ({ anonymous: code, A: code, B: code, expired: code });
const signedIn = (code: number, expired = code): Record<Role, number> => ({ anonymous: 401, A: code, B: code, expired });
const self = (actors: Actors, role: Role): Actor => (role === 'anonymous' ? actors.A : actors[role]);

const ROWS: Row[] = [
  { name: 'check-user (taken address)', route: '/check-user', body: (a) => ({ email: a.A.email }), expect: same(409) },
  { name: 'register', route: '/register', body: () => newParent(), expect: same(200) },
  { name: 'signupByCoupon (unknown code)', route: '/signupByCoupon', body: () => newParent({ couponCode: 'NONE' }), expect: same(400) },
  { name: 'registerPayment (no Stripe)', route: '/registerPayment', body: () => ({ sessionId: 'cs_x' }), expect: same(503) },
  { name: 'login as A', route: '/login', body: (a) => ({ email: a.A.email, password: a.A.password }), expect: same(200) },
  { name: 'login as the expired parent', route: '/login', body: (a) => ({ email: a.expired.email, password: a.expired.password }), expect: same(201) },
  { name: 'subscribedUserCheck', route: '/subscribedUserCheck', body: (a) => ({ email: a.A.email }), expect: same(200) },
  { name: 'forgot-password', route: '/forgot-password', body: (a) => ({ email: a.A.email }), expect: same(200) },
  { name: 'reset-password (bad token)', route: '/reset-password', body: () => ({ token: 'bad', password: 'Calm2024x' }), expect: same(400) },
  { name: 'getDetail', route: '/getDetail', body: () => ({}), expect: signedIn(200) },
  { name: 'checkSubscription', route: '/checkSubscription', body: () => ({}), expect: signedIn(200, 201) },
  { name: 'cancelSubscription of A', route: '/cancelSubscription', fresh: true, body: (a) => ({ userId: a.A.id }), expect: { anonymous: 401, A: 200, B: 403, expired: 403 } },
  // A card token is claimed once: each caller pays with its own.
  { name: 'payment', route: '/payment', body: (_a, role) => ({ token: `tok_visa_${role}`, amount: 399, planId: 'month' }), expect: signedIn(200) },
  { name: 'billing-portal (no Stripe)', route: '/billing-portal', body: () => ({}), expect: signedIn(503) },
  { name: 'changePassword', route: '/changePassword', fresh: true, body: (a, role) => ({ oldpassword: self(a, role).password, newpassword: 'Next2025q' }), expect: signedIn(200) },
  { name: 'account/delete of A', route: '/account/delete', fresh: true, body: (a) => ({ email: a.A.email, password: a.A.password }), expect: { anonymous: 401, A: 200, B: 403, expired: 403 } },
  { name: 'logout', route: '/logout', fresh: true, body: () => ({}), expect: signedIn(200) },
  { name: 'getallsubscriptiontypes', route: '/getallsubscriptiontypes', body: () => ({}), expect: same(200) },
  { name: 'prices', method: 'GET', route: '/prices', expect: same(200) },
  { name: 'renewalSubscription', route: '/renewalSubscription', body: (a) => ({ email: a.expired.email, plan: 'month', check: true }), expect: same(200) },
  { name: 'renewalByCoupon (unknown code)', route: '/renewalByCoupon', body: (a) => ({ email: a.A.email, check: true, couponCode: 'NONE' }), expect: same(400) },
  { name: 'couponverify', route: '/couponverify', body: () => ({ couponCode: 'NONE' }), expect: same(400) },
  { name: 'email (newsletter)', route: '/email', body: () => ({ email: `n${Math.random()}@example.com` }), expect: same(200) },
  { name: 'welcome-email', route: '/welcome-email', body: () => ({ name: 'Ana', lastname: 'Lee', email: 'w@example.com' }), expect: same(200) },
  { name: 'contact', route: '/contact', body: () => ({ firstname: 'A', lastname: 'B', email: 'c@example.com', number: '0123456789', message: 'Hi' }), expect: same(200) },
  { name: 'testimonial-list', method: 'GET', route: '/testimonial-list', expect: same(200) },
  { name: 'getallbanners (GET)', method: 'GET', route: '/getallbanners', expect: same(200) },
  { name: 'getallbanners (POST)', route: '/getallbanners', body: () => ({}), expect: same(200) },
];

// Every role asks for the same e-mail addresses here: lift the per-e-mail mail limits too (tested in security-review).
const cms = cmsForTests({
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_FORGOT_PASSWORD_EMAIL_MAX: '100000',
  RATE_LIMIT_FORGOT_PASSWORD_EMAIL_CLIENT_MAX: '100000',
  RATE_LIMIT_WELCOME_EMAIL_EMAIL_MAX: '100000',
  RATE_LIMIT_WELCOME_EMAIL_EMAIL_CLIENT_MAX: '100000',
});
let shared: Actors;
beforeAll(async () => {
  shared = await makeActors();
});

describe('authorization matrix: anonymous, parent A, parent B, expired parent', () => {
  it.each(ROWS)('$name', async (row) => {
    const outcomes: Record<string, number> = {};
    for (const role of ['anonymous', 'A', 'B', 'expired'] as Role[]) {
      const actors = row.fresh ? await makeActors() : shared;
      const token = role === 'anonymous' ? undefined : actors[role].token;
      const answer = await call(cms.url, row.method ?? 'POST', row.route, row.body?.(actors, role), token ? { token } : undefined);
      outcomes[role] = answer.body.response_code;
    }
    expect(outcomes).toEqual(row.expect);
  });

  it('getDetail shows each parent only their own account', async () => {
    const asA = await post(cms.url, '/getDetail', {}, shared.A.token);
    const asB = await call(cms.url, 'POST', '/getDetail', {}, { token: shared.B.token, as: 'bearer' });
    expect((asA.body.response_data as { email: string }).email).toBe(shared.A.email);
    expect((asB.body.response_data as { email: string }).email).toBe(shared.B.email);
  });

  it('a parent cannot delete another account even with its password', async () => {
    const answer = await post(cms.url, '/account/delete', { email: shared.A.email, password: shared.A.password }, shared.B.token);
    expect(answer.body.response_code).toBe(403);
    expect(await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: shared.A.id } })).not.toBeNull();
  });
});
