import { describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { call, newParent, payDemoCheckout, post, readMails, tempMailDir } from './accounts-helpers';
import type { Parent } from '../src/utils/auth';
import type { PaymentService } from '../src/api/payment/services/payment';
import type { SubscriptionService } from '../src/api/subscription/services/subscription';

const DAY = 24 * 60 * 60 * 1000;
const mailDir = tempMailDir();

const cms = cmsForTests({ SEED_DEMO: 'true', MAIL_CAPTURE_DIR: mailDir, RATE_LIMIT_MAX: '1000', WEB_PUBLIC_URL: 'http://web.test' });

async function registerAndPay(parent = newParent()) {
  const registered = await post(cms.url, '/register', parent);
  expect(registered.body).toMatchObject({ response_code: 200 });
  await payDemoCheckout(registered.body.response_data as string);
  const login = await post(cms.url, '/login', { email: parent.email, password: parent.password, check: true, deviceType: 'WEB' });
  expect(login.body.response_code).toBe(200);
  return { parent, token: (login.body.response_data as { authToken: string }).authToken };
}

/** Asks for a password reset link for `email` and returns the token of the link it was mailed. */
async function requestResetToken(email: string): Promise<string | undefined> {
  await post(cms.url, '/forgot-password', { email });
  const mail = readMails(mailDir).filter((message) => message.to === email.toLowerCase()).pop();
  return /token=([a-f0-9]+)/.exec(mail?.text ?? '')?.[1];
}

/** Moves the expiry of the reset link of `email` into the past. */
async function expireResetLink(email: string): Promise<void> {
  await cms.strapi.db
    .query('plugin::users-permissions.user')
    .update({ where: { email: email.toLowerCase() }, data: { resetPasswordExpiresAt: new Date(Date.now() - 1000) } });
}

describe('sign-up with payment (demo checkout without Stripe keys)', () => {
  it('checks that an e-mail is free, registers, and returns the demo checkout address', async () => {
    const parent = newParent();
    expect((await post(cms.url, '/check-user', { email: parent.email })).body.response_code).toBe(200);

    const registered = await post(cms.url, '/register', { ...parent, planId: 'month' });
    expect(registered.status).toBe(200);
    const checkoutUrl = registered.body.response_data as string;
    expect(checkoutUrl).toMatch(new RegExp(`^${cms.url}/api/demo-checkout/`));

    const taken = await post(cms.url, '/check-user', { email: parent.email.toUpperCase() });
    expect(taken).toMatchObject({ status: 409, body: { response_code: 409 } });

    // Not paid yet: the plan counts as expired (the apps' answer), and its state says it was never paid.
    const early = await post(cms.url, '/login', { email: parent.email, password: parent.password });
    expect(early.body).toEqual({
      response_code: 201,
      response_message: 'Your subscription is expired!',
      response_data: { is_subscribe: 'none', subscriptionPlan: 'month', expiryDate: expect.any(String) },
    });
    const sessionId = decodeURIComponent(checkoutUrl.split('/').pop() ?? '');
    expect((await post(cms.url, '/registerPayment', { sessionId })).body).toMatchObject({ response_code: 402 });

    const { page, done } = await payDemoCheckout(checkoutUrl);
    expect(page).toContain('Demo checkout — no real payment');
    expect(page).toContain('<button type="submit">Pay</button>');
    // Back to the web as from Stripe, with the session id that registerPayment confirms.
    expect(done).toContain(`http://web.test/thank-you?session_id=${encodeURIComponent(sessionId)}`);
    const confirmed = await post(cms.url, '/registerPayment', { sessionId });
    expect(confirmed.body).toMatchObject({
      response_code: 200,
      response_data: { is_subscribe: 'active', subscriptionPlan: 'month' },
    });
    expect(confirmed.body.response_data).not.toHaveProperty('email');

    const login = await post(cms.url, '/login', { email: parent.email, password: parent.password, check: true });
    expect(login.body.response_code).toBe(200);
    const data = login.body.response_data as Record<string, unknown>;
    expect(data).toMatchObject({ name: parent.name, email: parent.email.toLowerCase(), is_subscribe: 'active', subscriptionPlan: 'month' });
    expect(typeof data.authToken).toBe('string');
    const expiry = new Date(data.expiryDate as string).getTime();
    expect(Math.abs(expiry - (Date.now() + 2592000000))).toBeLessThan(60_000);
  });

  it('applies a demo checkout once, even when Pay is pressed twice', async () => {
    const parent = newParent({ plan: 'year' });
    const registered = await post(cms.url, '/register', parent);
    const url = registered.body.response_data as string;
    await payDemoCheckout(url);
    const again = await payDemoCheckout(url);
    expect(again.done).toContain('already completed');
    const login = await post(cms.url, '/login', { email: parent.email, password: parent.password });
    const expiry = new Date((login.body.response_data as { expiryDate: string }).expiryDate).getTime();
    expect(Math.abs(expiry - (Date.now() + 365 * DAY))).toBeLessThan(60_000);
  });

  it('refuses the demo checkout when NODE_ENV is production', async () => {
    const parent = newParent();
    const url = (await post(cms.url, '/register', parent)).body.response_data as string;
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect((await fetch(url)).status).toBe(404);
      expect((await fetch(url, { method: 'POST' })).status).toBe(404);
      const refused = await post(cms.url, '/register', newParent());
      expect(refused.body).toEqual({ response_code: 503, response_message: 'Payments are not configured on this server' });
    } finally {
      process.env.NODE_ENV = previous;
    }
    expect((await post(cms.url, '/login', { email: parent.email, password: parent.password })).body.response_code).toBe(201);
  });

  it('refuses a forged demo checkout link', async () => {
    const response = await fetch(`${cms.url}/api/demo-checkout/not-a-session`, { method: 'POST' });
    expect(response.status).toBe(404);
  });

  it('stores the e-mail lowercased and hashes the password', async () => {
    const parent = newParent();
    await post(cms.url, '/register', parent);
    const stored = (await cms.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { email: parent.email.toLowerCase() } })) as { email: string; password: string };
    expect(stored.email).toBe(parent.email.toLowerCase());
    expect(stored.password).not.toContain(parent.password);
    expect(stored.password).toMatch(/^\$2[aby]\$/);
  });
});

describe('login and session', () => {
  it('rejects a wrong password without saying which part was wrong', async () => {
    const { parent } = await registerAndPay();
    const answer = await post(cms.url, '/login', { email: parent.email, password: 'Wrong1234' });
    expect(answer).toMatchObject({ status: 400, body: { response_code: 400, response_message: 'Invalid email or password' } });
  });

  it('accepts the token in the authtoken header, as Bearer, and in the body for getDetail/checkSubscription', async () => {
    const { parent, token } = await registerAndPay();
    const viaHeader = await post(cms.url, '/getDetail', {}, token);
    expect(viaHeader.body.response_data).toMatchObject({ email: parent.email.toLowerCase(), is_subscribe: 'active' });
    const viaBearer = await call(cms.url, 'POST', '/checkSubscription', {}, { token, as: 'bearer' });
    expect(viaBearer.body.response_code).toBe(200);
    const viaBody = await post(cms.url, '/getDetail', { authtoken: token });
    expect(viaBody.body.response_code).toBe(200);
    expect((await post(cms.url, '/getDetail', {})).status).toBe(401);
  });

  it('logout revokes the token', async () => {
    const { token } = await registerAndPay();
    expect((await post(cms.url, '/logout', {}, token)).body.response_code).toBe(200);
    expect((await post(cms.url, '/getDetail', {}, token)).status).toBe(401);
  });

  it('answers 201 "Your subscription is expired!" at login and checkSubscription once the plan has expired', async () => {
    const { parent, token } = await registerAndPay();
    await cms.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { email: parent.email.toLowerCase() }, data: { expiryDate: new Date(Date.now() - 1000) } });
    expect((await post(cms.url, '/checkSubscription', {}, token)).body).toEqual({
      response_code: 201,
      response_message: 'Your subscription is expired!',
    });
    expect((await post(cms.url, '/login', { email: parent.email, password: parent.password })).body.response_code).toBe(201);
    // The anonymous renewal check tells nothing of the account: the same answer as for an e-mail without one.
    const check = await post(cms.url, '/subscribedUserCheck', { email: parent.email });
    const nobody = await post(cms.url, '/subscribedUserCheck', { email: 'nobody-renews@example.com' });
    expect(check.body).toEqual({ response_code: 200, response_message: 'Choose a plan to renew your subscription' });
    expect(nobody.body).toEqual(check.body);
  });
});

describe('passwords', () => {
  it('changePassword needs the old password and revokes the old token', async () => {
    const { parent, token } = await registerAndPay();
    const wrong = await post(cms.url, '/changePassword', { oldpassword: 'Nope12345', newpassword: 'Fresh2025y' }, token);
    expect(wrong.body).toMatchObject({ response_code: 400, response_message: 'Old password is incorrect' });
    const weak = await post(cms.url, '/changePassword', { oldpassword: parent.password, newpassword: 'short' }, token);
    expect(weak.body.response_message).toBe('Password not valid!');
    const changed = await post(cms.url, '/changePassword', { oldpassword: parent.password, newpassword: 'Fresh2025y' }, token);
    expect(changed.body.response_code).toBe(200);
    expect((await post(cms.url, '/getDetail', {}, token)).status).toBe(401);
    expect((await post(cms.url, '/login', { email: parent.email, password: 'Fresh2025y' })).body.response_code).toBe(200);
  });

  it('forgot-password mails a reset link that resets the password once; 204 for an unknown address', async () => {
    const { parent, token } = await registerAndPay();
    const unknown = await post(cms.url, '/forgot-password', { email: 'nobody@example.com' });
    expect(unknown.body).toEqual({ response_code: 204, response_message: 'No account exists with the given email id' });

    const sent = await post(cms.url, '/forgot-password', { email: parent.email });
    expect(sent.body).toEqual({ response_code: 200, response_message: 'A password reset link has been sent to your email' });
    const mail = readMails(mailDir).filter((message) => message.to === parent.email.toLowerCase() && /Reset/.test(message.subject)).pop();
    expect(mail?.subject).toBe('Reset your Tate password');
    const link = /http:\/\/web\.test\/reset-password\?token=([a-f0-9]+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();

    const reset = await post(cms.url, '/reset-password', { token: link?.[1], password: 'Reset2025z' });
    expect(reset.body).toEqual({ response_code: 200, response_message: 'Password has been successfully reset' });
    expect((await post(cms.url, '/getDetail', {}, token)).status).toBe(401);
    expect((await post(cms.url, '/login', { email: parent.email, password: 'Reset2025z' })).body.response_code).toBe(200);
    const reused = await post(cms.url, '/reset-password', { token: link?.[1], password: 'Reset2025w' });
    expect(reused.body.response_code).toBe(400);
  });

  it('says "The password reset link is expired" after the expiry time', async () => {
    const { parent } = await registerAndPay();
    const token = await requestResetToken(parent.email);
    await expireResetLink(parent.email);
    const answer = await post(cms.url, '/reset-password', { token, password: 'Reset2025z' });
    expect(answer.body).toEqual({ response_code: 400, response_message: 'The password reset link is expired' });
  });
});

describe('checking a reset link before the form', () => {
  it('says a fresh link is valid, a used or unknown one invalid and an old one expired, and names no account', async () => {
    const { parent } = await registerAndPay();
    const token = await requestResetToken(parent.email);

    const fresh = await post(cms.url, '/reset-password/check', { token });
    expect(fresh).toMatchObject({ status: 200, body: { response_code: 200, response_message: 'The password reset link is valid' } });
    expect(fresh.body).not.toHaveProperty('response_data');
    // Checking does not use the link up.
    expect((await post(cms.url, '/reset-password/check', { token })).body.response_code).toBe(200);

    const unknown = await post(cms.url, '/reset-password/check', { token: 'f'.repeat(64) });
    expect(unknown).toMatchObject({ status: 400, body: { response_code: 400, response_message: 'The password reset link is invalid' } });

    expect((await post(cms.url, '/reset-password', { token, password: 'Reset2025z' })).body.response_code).toBe(200);
    const used = await post(cms.url, '/reset-password/check', { token });
    expect(used.body).toEqual(unknown.body);

    const oldToken = await requestResetToken(parent.email);
    await expireResetLink(parent.email);
    const expired = await post(cms.url, '/reset-password/check', { token: oldToken });
    expect(expired.body).toEqual({ response_code: 400, response_message: 'The password reset link is expired' });

    const missing = await post(cms.url, '/reset-password/check', {});
    expect(missing.status).toBe(400);
  });
});

describe('subscription management', () => {
  it('cancelSubscription marks the parent cancelled; renewalSubscription returns a payment address', async () => {
    const { parent, token } = await registerAndPay();
    const cancelled = await post(cms.url, '/cancelSubscription', { userId: 'someone-else' }, token);
    expect(cancelled.status).toBe(403);
    const ok = await post(cms.url, '/cancelSubscription', {}, token);
    expect(ok.body.response_data).toMatchObject({ is_subscribe: 'cancel' });
    const renewal = await post(cms.url, '/renewalSubscription', { email: parent.email, plan: 'year', check: true, planId: 'year' });
    expect(renewal.body.response_code).toBe(200);
    await payDemoCheckout(renewal.body.response_data as string);
    const detail = await post(cms.url, '/getDetail', {}, token);
    expect(detail.body.response_data).toMatchObject({ is_subscribe: 'active', subscriptionPlan: 'year', billingPortal: false });
  });

  it('answers the sign-in 401 when the account is gone after its token was checked (billing portal, cancel)', async () => {
    const { parent } = await registerAndPay();
    const users = cms.strapi.db.query('plugin::users-permissions.user');
    const row = (await users.findOne({ where: { email: parent.email.toLowerCase() } })) as Parent;
    await users.delete({ where: { id: row.id } });
    const signInRequired = { code: 401, message: 'You need to sign in to access this section' };
    await expect((cms.strapi.service('api::payment.payment') as PaymentService).portal(row)).rejects.toMatchObject(signInRequired);
    await expect((cms.strapi.service('api::subscription.subscription') as SubscriptionService).cancel(row)).rejects.toMatchObject(signInRequired);
  });

  it('lists the plans from the plan records without private price ids', async () => {
    const plans = await call(cms.url, 'GET', '/prices');
    const list = plans.body.response_data as Array<Record<string, unknown>>;
    expect(list.map((plan) => [plan.interval, plan.price])).toEqual([
      ['month', 3.99],
      ['year', 39.99],
    ]);
    expect(JSON.stringify(list)).not.toContain('stripePriceId');
    expect((await post(cms.url, '/getallsubscriptiontypes')).body.response_data).toEqual(list);
  });

  it('the payment call keeps working for the apps: THANK YOU FOR PAYMENT', async () => {
    const { token } = await registerAndPay();
    const wrongAmount = await post(cms.url, '/payment', { token: 'tok_visa', amount: 100, planId: 'year' }, token);
    expect(wrongAmount.body).toMatchObject({ response_code: 400, response_data: { field: 'amount' } });
    const paid = await post(cms.url, '/payment', { token: 'tok_visa', amount: 3999, planId: 'year' }, token);
    expect(paid.body).toMatchObject({ response_code: 200, response_message: 'THANK YOU FOR PAYMENT', response_data: { subscriptionPlan: 'year' } });
    const replay = await post(cms.url, '/payment', { token: 'tok_visa', amount: 3999, planId: 'year' }, token);
    expect(replay.body).toEqual({ response_code: 409, response_message: 'This payment was already applied' });
  });
});

describe('account deletion', () => {
  it('needs the e-mail and password and removes the parent and what belongs to them', async () => {
    const { parent, token } = await registerAndPay();
    const user = (await cms.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { email: parent.email.toLowerCase() } })) as { id: number };
    const hasChildren = Boolean(cms.strapi.contentTypes['api::child.child' as keyof typeof cms.strapi.contentTypes]);
    const hasHistory = Boolean(cms.strapi.contentTypes['api::child-history.child-history' as keyof typeof cms.strapi.contentTypes]);
    let childId = 0;
    if (hasChildren) {
      const child = (await cms.strapi.db
        .query('api::child.child')
        .create({ data: { name: 'Mia', dateOfBirth: '2019-04-01', parent: user.id } })) as { id: number; documentId: string };
      childId = child.id;
      if (hasHistory) {
        await cms.strapi.db.query('api::child-history.child-history').create({ data: { childId: child.documentId, mediaId: 'media-1' } });
      }
    }

    const wrong = await post(cms.url, '/account/delete', { email: parent.email, password: 'Wrong12345' }, token);
    expect(wrong.body.response_code).toBe(400);
    const other = await post(cms.url, '/account/delete', { email: 'other@example.com', password: parent.password }, token);
    expect(other.body.response_code).toBe(403);

    const deleted = await post(cms.url, '/account/delete', { email: parent.email, password: parent.password }, token);
    expect(deleted.body).toMatchObject({ response_code: 200 });
    expect(await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: user.id } })).toBeNull();
    if (hasChildren) expect(await cms.strapi.db.query('api::child.child').findOne({ where: { id: childId } })).toBeNull();
    if (hasHistory) expect(await cms.strapi.db.query('api::child-history.child-history').count({ where: { mediaId: 'media-1' } })).toBe(0);
    expect((await post(cms.url, '/login', { email: parent.email, password: parent.password })).body.response_code).toBe(400);
  });
});

describe('the seeded demo parent', () => {
  it('logs in, sees its subscription and renews it through the demo checkout', async () => {
    const login = await post(cms.url, '/login', { email: 'parent@tate.local', password: 'TateParent1', check: true, deviceType: 'WEB' });
    expect(login.body.response_code).toBe(200);
    const token = (login.body.response_data as { authToken: string }).authToken;
    const before = (await post(cms.url, '/getDetail', {}, token)).body.response_data as { is_subscribe: string; expiryDate: string };
    expect(before).toMatchObject({ name: 'Demo Parent', is_subscribe: 'active', subscriptionPlan: 'year' });

    const renewal = await post(cms.url, '/renewalSubscription', { email: 'parent@tate.local', plan: 'month', check: true });
    await payDemoCheckout(renewal.body.response_data as string);
    const after = (await post(cms.url, '/getDetail', {}, token)).body.response_data as { expiryDate: string };
    expect(new Date(after.expiryDate).getTime() - new Date(before.expiryDate).getTime()).toBe(2592000000);
  });
});
