import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { newParent, post } from './accounts-helpers';

type Kind = 'string' | 'true' | 'integer' | 'plan';
type Endpoint = {
  route: string;
  auth?: boolean;
  valid: Record<string, unknown>;
  fields: Record<string, { kind: Kind; required: boolean; max?: number; malformed?: unknown }>;
};

const LONG = 'x'.repeat(10_000);
const email = { kind: 'string' as const, required: true, max: 254, malformed: 'not-an-email' };
const password = { kind: 'string' as const, required: true, max: 128, malformed: 'lettersonly' };
const name = { kind: 'string' as const, required: true, max: 100, malformed: 'R2-D2' };
const check = { kind: 'true' as const, required: true, malformed: false };
const plan = { kind: 'plan' as const, required: true, malformed: 'weekly' };
const optional = (max: number) => ({ kind: 'string' as const, required: false, max });

const ENDPOINTS: Endpoint[] = [
  { route: '/check-user', valid: { email: 'a@example.com' }, fields: { email } },
  {
    route: '/register',
    valid: { name: 'Ana', email: 'a@example.com', password: 'Calm2024x', plan: 'month', check: true, deviceType: 'WEB' },
    fields: { name, email, password, plan, check, deviceType: optional(32) },
  },
  {
    route: '/signupByCoupon',
    valid: { name: 'Ana', email: 'a@example.com', password: 'Calm2024x', check: true, couponCode: 'X' },
    fields: { name, email, password, check, couponCode: { kind: 'string', required: true, max: 64 } },
  },
  { route: '/registerPayment', valid: { sessionId: 'cs_1' }, fields: { sessionId: { kind: 'string', required: true, max: 2048 } } },
  { route: '/login', valid: { email: 'a@example.com', password: 'x' }, fields: { email, password: { kind: 'string', required: true, max: 128 } } },
  { route: '/subscribedUserCheck', valid: { email: 'a@example.com' }, fields: { email } },
  { route: '/forgot-password', valid: { email: 'a@example.com' }, fields: { email } },
  { route: '/reset-password', valid: { token: 'abc', password: 'Calm2024x' }, fields: { token: { kind: 'string', required: true, max: 128 }, password } },
  { route: '/reset-password/check', valid: { token: 'abc' }, fields: { token: { kind: 'string', required: true, max: 128 } } },
  {
    route: '/changePassword',
    auth: true,
    valid: { oldpassword: 'x', newpassword: 'Calm2024x' },
    fields: { oldpassword: { kind: 'string', required: true, max: 128 }, newpassword: password },
  },
  { route: '/account/delete', auth: true, valid: { email: 'a@example.com', password: 'x' }, fields: { email, password: { kind: 'string', required: true, max: 128 } } },
  { route: '/getDetail', valid: {}, fields: { authtoken: optional(2048) } },
  { route: '/checkSubscription', valid: {}, fields: { authtoken: optional(2048) } },
  { route: '/cancelSubscription', auth: true, valid: {}, fields: { userId: optional(64) } },
  { route: '/renewalSubscription', valid: { email: 'a@example.com', plan: 'year', check: true }, fields: { email, plan, check, planId: optional(255) } },
  {
    route: '/renewalByCoupon',
    valid: { email: 'a@example.com', check: true, couponCode: 'X' },
    fields: { email, check, couponCode: { kind: 'string', required: true, max: 64 } },
  },
  { route: '/couponverify', valid: { couponCode: 'X' }, fields: { couponCode: { kind: 'string', required: true, max: 64 } } },
  {
    route: '/payment',
    auth: true,
    valid: { token: 'tok_visa', amount: 399, planId: 'month' },
    fields: { token: { kind: 'string', required: true, max: 255 }, amount: { kind: 'integer', required: true, malformed: 3.5 }, planId: { kind: 'string', required: true, max: 255 } },
  },
  { route: '/email', valid: { email: 'a@example.com', FNAME: 'A' }, fields: { email, FNAME: optional(100) } },
  { route: '/welcome-email', valid: { name: 'Ana', lastname: 'Lee', email: 'a@example.com' }, fields: { name, lastname: name, email } },
  {
    route: '/contact',
    valid: { firstname: 'A', lastname: 'B', email: 'a@example.com', number: '0123456789', message: 'Hi' },
    fields: {
      firstname: { kind: 'string', required: true, max: 100 },
      lastname: { kind: 'string', required: true, max: 100 },
      email,
      number: { kind: 'string', required: true, malformed: '12345' },
      message: { kind: 'string', required: true, max: 5000 },
    },
  },
  { route: '/getallbanners', valid: {}, fields: { _id: optional(64) } },
];

type Case = { route: string; auth: boolean; label: string; body: unknown; field: string };

function wrongTypeValue(kind: Kind): unknown {
  return kind === 'integer' || kind === 'true' ? 'text' : true;
}

/** For every field: missing (when required), mistyped, oversized and malformed, with all other fields valid. */
const CASES: Case[] = ENDPOINTS.flatMap((endpoint) => {
  const cases: Case[] = [];
  const auth = endpoint.auth ?? false;
  for (const [field, spec] of Object.entries(endpoint.fields)) {
    const withField = (value: unknown) => ({ ...endpoint.valid, [field]: value });
    if (spec.required) {
      const body: Record<string, unknown> = { ...endpoint.valid };
      delete body[field];
      cases.push({ route: endpoint.route, auth, label: `missing ${field}`, body, field });
    }
    cases.push({ route: endpoint.route, auth, label: `mistyped ${field}`, body: withField(wrongTypeValue(spec.kind)), field });
    if (spec.max) cases.push({ route: endpoint.route, auth, label: `oversized ${field}`, body: withField(LONG), field });
    if (spec.malformed !== undefined) cases.push({ route: endpoint.route, auth, label: `malformed ${field}`, body: withField(spec.malformed), field });
  }
  cases.push({ route: endpoint.route, auth, label: 'array body', body: [endpoint.valid], field: 'body' });
  return cases;
});

let token = '';
const COUNTED = ['plugin::users-permissions.user', 'api::contact-message.contact-message', 'api::newsletter-signup.newsletter-signup', 'api::welcome-signup.welcome-signup', 'api::payment.stripe-event'];

async function counts(): Promise<number[]> {
  return Promise.all(COUNTED.map((uid) => cms.strapi.db.query(uid).count({})));
}

const cms = cmsForTests({ RATE_LIMIT_MAX: '100000' });
beforeAll(async () => {
  await cms.strapi.db.query('api::coupon.coupon').create({ data: { code: 'INPUT', plan: 'unlimited', redemptionLimit: 1, redemptionCount: 0, active: true } });
  const parent = newParent({ couponCode: 'INPUT' });
  await post(cms.url, '/signupByCoupon', parent);
  token = ((await post(cms.url, '/login', { email: parent.email, password: parent.password })).body.response_data as { authToken: string }).authToken;
});

describe('every body is validated on the server', () => {
  it('covers every endpoint that takes a body', () => {
    expect(new Set(CASES.map((entry) => entry.route)).size).toBe(ENDPOINTS.length);
    expect(CASES.length).toBeGreaterThan(100);
  });

  it('answers each bad input with a 400 envelope naming the field, and writes nothing', async () => {
    const before = await counts();
    const failures: string[] = [];
    for (const entry of CASES) {
      const answer = await post(cms.url, entry.route, entry.body, entry.auth ? token : undefined);
      const field = (answer.body.response_data as { field?: string } | undefined)?.field;
      if (answer.status !== 400 || answer.body.response_code !== 400 || field !== entry.field || !answer.body.response_message) {
        failures.push(`${entry.route} ${entry.label}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await counts()).toEqual(before);
    const coupon = (await cms.strapi.db.query('api::coupon.coupon').findOne({ where: { code: 'INPUT' } })) as { redemptionCount: number };
    expect(coupon.redemptionCount).toBe(1);
  });

  it('names the spec messages for the sign-up fields', async () => {
    const valid = { name: 'Ana', email: 'a@example.com', password: 'Calm2024x', plan: 'month', check: true };
    const message = async (body: Record<string, unknown>) => (await post(cms.url, '/register', body)).body.response_message;
    expect(await message({ ...valid, email: undefined })).toBe('Email is required!');
    expect(await message({ ...valid, email: 'nope' })).toBe('Email not valid!');
    expect(await message({ ...valid, password: '' })).toBe('Password is required!');
    expect(await message({ ...valid, name: '' })).toBe('Name is required!');
    expect(await message({ ...valid, name: 'R2-D2' })).toBe('Name not valid!');
    expect(await message({ ...valid, plan: undefined })).toBe('Please selet any plan');
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const response = await fetch(`${cms.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(response.status).toBe(400);
  });
});
