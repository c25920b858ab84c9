import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@tate/contracts';
import { cmsForTests } from './cms-for-tests';
import { call, newParent, post } from './accounts-helpers';
import { fakeStripeForTests, WEBHOOK_SECRET as SECRET } from './fake-stripe/for-tests';
import { postWebhook, stripeEvent } from './fake-stripe/events';

const CONSENT = 'api::parental-consent.parental-consent';
const NOTICE = 'api::privacy-page.privacy-page';
const { stripe, env: stripeEnv } = fakeStripeForTests();
const cms = cmsForTests(() => ({
  SEED_DEMO: 'true',
  ...stripeEnv(),
  RATE_LIMIT_MAX: '1000',
}));

type ConsentRow = { noticeVersion: string | null; agreedAt: string; method: string; verification: string | null; verifiedAt: string | null };

async function consentsOf(email: string): Promise<ConsentRow[]> {
  return (await cms.strapi.db.query(CONSENT).findMany({
    where: { parent: { email: email.toLowerCase() } },
    orderBy: [{ id: 'asc' }],
  })) as ConsentRow[];
}

async function noticeVersion(): Promise<string> {
  const notice = await cms.strapi.documents(NOTICE).findFirst({ status: 'published' });
  if (!notice?.version) throw new Error('the seeded privacy notice is missing');
  return notice.version;
}

/** A new version of the notice is in force (its draft and its published row). */
async function publishNotice(version: string): Promise<void> {
  await cms.strapi.db.query(NOTICE).updateMany({ where: {}, data: { version } });
}

function justNow(iso: string | null): boolean {
  return iso !== null && Math.abs(new Date(iso).getTime() - Date.now()) < 60_000;
}

async function login(email: string, password: string): Promise<string> {
  const answer = await post(cms.url, '/login', { email, password });
  expect(answer.body.response_code).toBe(200);
  return (answer.body.response_data as { authToken: string }).authToken;
}

function consentState(token: string) {
  return call(cms.url, 'GET', '/consent', undefined, { token });
}

/** A paid sign-up whose Stripe Checkout completed: the trial has started and the card is saved, nothing is charged yet. */
async function paidSignUp(body: Record<string, unknown>) {
  const parent = newParent(body);
  const registered = await post(cms.url, '/register', parent);
  expect(registered.body.response_code).toBe(200);
  expect(registered.body.response_data).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\//);
  const sessionId = (registered.body.response_data as string).split('/').pop() ?? '';
  const { session, subscription } = stripe().completeSession(sessionId);
  expect((await postWebhook(cms.url, SECRET, stripeEvent('checkout.session.completed', session))).body.response_data?.outcome).toBe('applied');
  return { parent, subscription };
}

/** Stripe's invoice.paid for the subscription: the trial's $0 invoice (amountPaid 0), or a charge in cents. */
async function invoicePaid(subscriptionId: unknown, amountPaid: number) {
  const now = Math.floor(Date.now() / 1000);
  const invoice = {
    id: `in_consent_${now}_${Math.round(Math.random() * 1e6)}`,
    object: 'invoice',
    amount_paid: amountPaid,
    parent: { subscription_details: { subscription: subscriptionId } },
    lines: { data: [{ period: { start: now, end: now + 30 * 86_400 } }] },
  };
  expect((await postWebhook(cms.url, SECRET, stripeEvent('invoice.paid', invoice))).body.response_data?.outcome).toBe('applied');
}

async function couponSignUp(body: Record<string, unknown>) {
  const code = `PLUSH-CONSENT-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  await cms.strapi.db.query('api::coupon.coupon').create({ data: { code, plan: 'unlimited', grantDays: null, redemptionLimit: 1, redemptionCount: 0, active: true } });
  const parent = newParent({ couponCode: code, plan: 'unlimited', ...body });
  const signedUp = await post(cms.url, '/signupByCoupon', parent);
  expect(signedUp.body).toMatchObject({ response_code: 200, response_message: 'SIGN UP SUCCESSFUL' });
  return parent;
}

describe('consent at sign-up', () => {
  it('web register records the version, the time and the method; the first charge to the card verifies it, not the trial', async () => {
    const version = await noticeVersion();
    const { parent, subscription } = await paidSignUp({ privacyNoticeVersion: version, deviceType: 'WEB' });
    const afterCheckout = await consentsOf(parent.email);
    expect(afterCheckout).toHaveLength(1);
    expect(afterCheckout[0]).toMatchObject({ noticeVersion: version, method: 'web-signup', verification: null, verifiedAt: null });
    expect(justNow(afterCheckout[0].agreedAt)).toBe(true);

    await invoicePaid(subscription.id, 0);
    expect((await consentsOf(parent.email))[0]).toMatchObject({ verification: null, verifiedAt: null });

    await invoicePaid(subscription.id, 399);
    const [verified] = await consentsOf(parent.email);
    expect(verified).toMatchObject({ noticeVersion: version, method: 'web-signup', verification: 'card' });
    expect(justNow(verified.verifiedAt)).toBe(true);
    const token = await login(parent.email, parent.password);
    expect((await consentState(token)).body.response_data).toEqual({ noticeVersion: version, agreedVersion: version, due: false });

    await invoicePaid(subscription.id, 399);
    expect((await consentsOf(parent.email))[0].verifiedAt).toBe(verified.verifiedAt);
  });

  it('a toy coupon verifies nothing: a coupon sign-up, or a coupon renewing a sign-up never charged, stays unverified', async () => {
    const parent = newParent({ privacyNoticeVersion: await noticeVersion(), deviceType: 'WEB' });
    expect((await post(cms.url, '/register', parent)).body.response_code).toBe(200);
    const code = `PLUSH-RENEW-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
    await cms.strapi.db.query('api::coupon.coupon').create({ data: { code, plan: 'year', grantDays: 365, redemptionLimit: 1, redemptionCount: 0, active: true } });
    const renewed = await post(cms.url, '/renewalByCoupon', { email: parent.email, check: true, couponCode: code });
    expect(renewed.body.response_code).toBe(200);
    expect(await consentsOf(parent.email)).toEqual([expect.objectContaining({ method: 'web-signup', verification: null, verifiedAt: null })]);

    const version = await noticeVersion();
    const fromTheToy = await couponSignUp({ privacyNoticeVersion: version, deviceType: 'ios' });
    const [consent] = await consentsOf(fromTheToy.email);
    expect(consent).toMatchObject({ noticeVersion: version, method: 'mobile-register', verification: null, verifiedAt: null });
    expect(justNow(consent.agreedAt)).toBe(true);
  });

  it('refuses a sign-up sent with a notice that is no longer in force, as /consent does: no account, the coupon unused', async () => {
    const stale = `${await noticeVersion()}-old`;
    const paid = newParent({ privacyNoticeVersion: stale, deviceType: 'WEB' });
    expect((await post(cms.url, '/register', paid)).body).toMatchObject({ response_code: 409, response_message: ACCOUNT_MESSAGES.privacyNoticeChanged });
    expect((await post(cms.url, '/check-user', { email: paid.email })).body.response_code).toBe(200);

    const code = `PLUSH-STALE-${Date.now()}`;
    await cms.strapi.db.query('api::coupon.coupon').create({ data: { code, plan: 'unlimited', grantDays: null, redemptionLimit: 1, redemptionCount: 0, active: true } });
    const withCoupon = newParent({ couponCode: code, plan: 'unlimited', privacyNoticeVersion: stale });
    expect((await post(cms.url, '/signupByCoupon', withCoupon)).body).toMatchObject({ response_code: 409, response_message: ACCOUNT_MESSAGES.privacyNoticeChanged });
    expect(await cms.strapi.db.query('api::coupon.coupon').findOne({ where: { code } })).toMatchObject({ redemptionCount: 0 });
    expect(await consentsOf(withCoupon.email)).toEqual([]);
  });

  it('an app that sends no notice version still registers, in the legacy envelope, and is asked to agree', async () => {
    const { parent, subscription } = await paidSignUp({ deviceType: 'android' });
    await invoicePaid(subscription.id, 3999);
    const [consent] = await consentsOf(parent.email);
    expect(consent).toMatchObject({ noticeVersion: null, method: 'mobile-register', verification: 'card' });
    const token = await login(parent.email, parent.password);
    const state = await consentState(token);
    expect(state.body).toMatchObject({ response_code: 200, response_data: { noticeVersion: await noticeVersion(), agreedVersion: null, due: true } });
  });

  it('refuses a notice version that is not a short string, naming the field', async () => {
    const answer = await post(cms.url, '/register', newParent({ privacyNoticeVersion: 'v'.repeat(65) }));
    expect(answer.status).toBe(400);
    expect(answer.body.response_data).toMatchObject({ field: 'privacyNoticeVersion' });
  });
});

describe('consent records are private', () => {
  it('have no public API, /api/consent needs a signed-in parent, and they go with the account', async () => {
    expect((await fetch(`${cms.url}/api/parental-consents`)).status).toBe(404);
    expect((await call(cms.url, 'GET', '/consent')).status).toBe(401);
    expect((await post(cms.url, '/consent', { privacyNoticeVersion: 'x' })).status).toBe(401);

    const parent = await couponSignUp({ privacyNoticeVersion: await noticeVersion() });
    const token = await login(parent.email, parent.password);
    expect((await post(cms.url, '/account/delete', { email: parent.email.toLowerCase(), password: parent.password }, token)).body.response_code).toBe(200);
    expect(await consentsOf(parent.email)).toEqual([]);
    expect(await cms.strapi.db.query(CONSENT).count({ where: { parent: { id: { $null: true } } } })).toBe(0);
  });
});

describe('a new version of the notice', () => {
  it('makes consent due once; agreeing to it records the time and method and clears it', async () => {
    const first = await noticeVersion();
    const parent = await couponSignUp({ privacyNoticeVersion: first, deviceType: 'ios' });
    const token = await login(parent.email, parent.password);
    expect((await consentState(token)).body.response_data).toMatchObject({ due: false });

    await publishNotice(`${first}-updated`);
    const due = await consentState(token);
    expect(due.body).toMatchObject({ response_code: 200, response_data: { noticeVersion: `${first}-updated`, agreedVersion: first, due: true } });

    const stale = await post(cms.url, '/consent', { privacyNoticeVersion: first, deviceType: 'ios' }, token);
    expect(stale.body).toMatchObject({ response_code: 409, response_data: { due: true } });
    expect(await consentsOf(parent.email)).toHaveLength(1);

    const agreed = await post(cms.url, '/consent', { privacyNoticeVersion: `${first}-updated`, deviceType: 'ios' }, token);
    expect(agreed.body).toMatchObject({ response_code: 200, response_data: { noticeVersion: `${first}-updated`, agreedVersion: `${first}-updated`, due: false } });
    expect((await consentState(token)).body.response_data).toMatchObject({ due: false });
    const renewed = (await consentsOf(parent.email))[1];
    expect(renewed).toMatchObject({ noticeVersion: `${first}-updated`, method: 'mobile-renewed-notice', verification: null });
    expect(justNow(renewed.agreedAt)).toBe(true);

    await publishNotice(`${first}-web`);
    await post(cms.url, '/consent', { privacyNoticeVersion: `${first}-web`, deviceType: 'WEB' }, token);
    expect((await consentsOf(parent.email))[2]).toMatchObject({ noticeVersion: `${first}-web`, method: 'web-renewed-notice' });
  });
});
