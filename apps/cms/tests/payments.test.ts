import { describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { newParent, post } from './accounts-helpers';
import { fakeStripeForTests, WEBHOOK_SECRET as SECRET } from './fake-stripe/for-tests';
import { postWebhook, stripeEvent } from './fake-stripe/events';

const USER_UID = 'plugin::users-permissions.user';
const { stripe, env: stripeEnv } = fakeStripeForTests();
const cms = cmsForTests(() => ({
  ...stripeEnv(),
  STRIPE_PRICE_YEARLY: 'price_yearly_from_env',
  WEB_PUBLIC_URL: 'http://web.test',
  RATE_LIMIT_MAX: '1000',
}));

type StoredUser = { id: number; is_subscribe: string; subscriptionPlan: string; expiryDate: string | null; stripeSubscriptionId: string | null };

async function stored(email: string): Promise<StoredUser> {
  return (await cms.strapi.db.query(USER_UID).findOne({ where: { email: email.toLowerCase() } })) as StoredUser;
}

function sessionIdOf(url: string): string {
  return url.split('/').pop() ?? '';
}

/** Registers through Stripe Checkout and lets the webhook complete it. */
async function subscribed(plan: 'month' | 'year' = 'month') {
  const parent = newParent({ plan });
  const registered = await post(cms.url, '/register', parent);
  const { session, subscription } = stripe().completeSession(sessionIdOf(registered.body.response_data as string));
  const delivered = await postWebhook(cms.url, SECRET, stripeEvent('checkout.session.completed', session));
  expect(delivered.body.response_data?.outcome).toBe('applied');
  const login = await post(cms.url, '/login', { email: parent.email, password: parent.password });
  return { parent, subscription, token: (login.body.response_data as { authToken: string }).authToken };
}

describe('Stripe Checkout', () => {
  it('register opens a subscription-mode Checkout Session with the 14-day trial and the plan price', async () => {
    const parent = newParent({ plan: 'month' });
    const registered = await post(cms.url, '/register', parent);
    expect(registered.body.response_data).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const request = stripe().requests.filter((entry) => entry.path === '/v1/checkout/sessions').pop();
    expect(request?.body).toMatchObject({
      mode: 'subscription',
      success_url: 'http://web.test/thank-you?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://web.test/signup',
      subscription_data: { trial_period_days: '14', metadata: { plan: 'month' } },
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '399', recurring: { interval: 'month' } } }],
    });
  });

  it('uses STRIPE_PRICE_YEARLY as the yearly price id', async () => {
    await post(cms.url, '/register', newParent({ plan: 'year' }));
    const request = stripe().requests.filter((entry) => entry.path === '/v1/checkout/sessions').pop();
    expect(request?.body.line_items).toEqual([{ price: 'price_yearly_from_env', quantity: '1' }]);
  });

  it('checkout.session.completed starts the plan once; a replay and registerPayment change nothing twice', async () => {
    const parent = newParent({ plan: 'month' });
    const registered = await post(cms.url, '/register', parent);
    const { session, subscription } = stripe().completeSession(sessionIdOf(registered.body.response_data as string));
    const event = stripeEvent('checkout.session.completed', session);

    expect((await postWebhook(cms.url, SECRET, event)).body.response_data?.outcome).toBe('applied');
    const first = await stored(parent.email);
    expect(first).toMatchObject({ is_subscribe: 'trialing', subscriptionPlan: 'month', stripeSubscriptionId: subscription.id });
    expect(Math.abs(new Date(first.expiryDate ?? 0).getTime() - (Date.now() + 2592000000))).toBeLessThan(60_000);

    expect((await postWebhook(cms.url, SECRET, event)).body.response_data?.outcome).toBe('duplicate');
    const confirmed = await post(cms.url, '/registerPayment', { sessionId: session.id });
    expect(confirmed.body.response_message).toBe('THANK YOU FOR PAYMENT');
    expect((await stored(parent.email)).expiryDate).toBe(first.expiryDate);
  });

  it('registerPayment applies a completed session when the webhook has not arrived yet', async () => {
    const parent = newParent({ plan: 'year' });
    const registered = await post(cms.url, '/register', parent);
    const { session } = stripe().completeSession(sessionIdOf(registered.body.response_data as string), 'active');
    const confirmed = await post(cms.url, '/registerPayment', { sessionId: session.id });
    expect(confirmed.body).toMatchObject({ response_code: 200, response_data: { is_subscribe: 'active', subscriptionPlan: 'year' } });
    expect(Object.keys(confirmed.body.response_data ?? {}).sort(), 'an anonymous caller is told the plan, nothing of the account').toEqual([
      'expiryDate',
      'is_subscribe',
      'subscriptionPlan',
    ]);
    const login = await post(cms.url, '/login', { email: parent.email, password: parent.password });
    const token = (login.body.response_data as { authToken: string }).authToken;
    const own = await post(cms.url, '/registerPayment', { sessionId: session.id }, token);
    expect(own.body.response_data).toMatchObject({ email: parent.email.toLowerCase(), subscriptionPlan: 'year' });
    const late = await postWebhook(cms.url, SECRET, stripeEvent('checkout.session.completed', session));
    expect(late.body.response_data?.outcome).toBe('duplicate');
  });

  it('rejects a webhook with a bad signature and changes nothing', async () => {
    const parent = newParent();
    const registered = await post(cms.url, '/register', parent);
    const { session } = stripe().completeSession(sessionIdOf(registered.body.response_data as string));
    const forged = await postWebhook(cms.url, SECRET, stripeEvent('checkout.session.completed', session), 'whsec_wrong');
    expect(forged.status).toBe(400);
    expect((await stored(parent.email)).is_subscribe).toBe('none');
  });
});

describe('subscription events', () => {
  it('applies updates in order and ignores an older update that arrives late', async () => {
    const { parent, subscription } = await subscribed();
    const now = Math.floor(Date.now() / 1000);
    const cancelled = { ...subscription, status: 'active', cancel_at_period_end: true };
    const older = { ...subscription, status: 'active', cancel_at_period_end: false };
    expect((await postWebhook(cms.url, SECRET, stripeEvent('customer.subscription.updated', cancelled, now + 20))).body.response_data?.outcome).toBe('applied');
    expect((await stored(parent.email)).is_subscribe).toBe('cancel');
    expect((await postWebhook(cms.url, SECRET, stripeEvent('customer.subscription.updated', older, now + 10))).body.response_data?.outcome).toBe('stale');
    expect((await stored(parent.email)).is_subscribe).toBe('cancel');
  });

  it('invoice.payment_failed marks past_due, invoice.paid extends to the period end, deleted expires', async () => {
    const { parent, subscription } = await subscribed();
    const now = Math.floor(Date.now() / 1000);
    const invoice = (end: number) => ({
      id: `in_${end}`,
      object: 'invoice',
      parent: { subscription_details: { subscription: subscription.id } },
      lines: { data: [{ period: { start: now, end } }] },
    });
    await postWebhook(cms.url, SECRET, stripeEvent('invoice.payment_failed', invoice(now), now + 5));
    expect((await stored(parent.email)).is_subscribe).toBe('past_due');

    const periodEnd = now + 60 * 24 * 60 * 60;
    const paid = stripeEvent('invoice.paid', invoice(periodEnd), now + 6);
    await postWebhook(cms.url, SECRET, paid);
    const afterPaid = await stored(parent.email);
    expect(afterPaid.is_subscribe).toBe('active');
    expect(new Date(afterPaid.expiryDate ?? 0).getTime()).toBe(periodEnd * 1000);
    await postWebhook(cms.url, SECRET, paid);
    expect((await stored(parent.email)).expiryDate).toBe(afterPaid.expiryDate);

    await postWebhook(cms.url, SECRET, stripeEvent('customer.subscription.deleted', { ...subscription, status: 'canceled', ended_at: now - 1 }, now + 7));
    expect((await stored(parent.email)).is_subscribe).toBe('expired');
    const login = await post(cms.url, '/login', { email: parent.email, password: parent.password });
    // A plan that ended, told apart from a sign-up that never paid ('none') by the 201's plan state.
    expect(login.body).toMatchObject({
      response_code: 201,
      response_message: 'Your subscription is expired!',
      response_data: { is_subscribe: 'expired', subscriptionPlan: 'month' },
    });
  });
});

describe('parent actions against Stripe', () => {
  it('cancelSubscription sets cancel at period end and marks the parent cancelled', async () => {
    const { parent, subscription, token } = await subscribed();
    const answer = await post(cms.url, '/cancelSubscription', {}, token);
    expect(answer.body.response_data).toMatchObject({ is_subscribe: 'cancel' });
    expect(stripe().subscriptions.get(subscription.id)?.cancel_at_period_end).toBe(true);
    expect((await stored(parent.email)).is_subscribe).toBe('cancel');
  });

  it('getDetail says the customer portal is there when Stripe is configured', async () => {
    const { token } = await subscribed();
    expect((await post(cms.url, '/getDetail', {}, token)).body.response_data).toMatchObject({ billingPortal: true });
  });

  it('billing-portal returns a Customer Portal address', async () => {
    const { token } = await subscribed();
    const answer = await post(cms.url, '/billing-portal', {}, token);
    expect(answer.body.response_data).toMatch(/^https:\/\/billing\.stripe\.test\/session\/cus_test_/);
  });

  it('renewalSubscription starts no second subscription while one is running: its link leads to the login page', async () => {
    const { parent } = await subscribed();
    const answer = await post(cms.url, '/renewalSubscription', { email: parent.email, plan: 'year', check: true });
    expect(answer.body.response_code).toBe(200);
    const sessionsBefore = stripe().sessions.size;
    const followed = await fetch(answer.body.response_data as string, { redirect: 'manual' });
    expect({ status: followed.status, location: followed.headers.get('location') }).toEqual({ status: 302, location: 'http://web.test/login' });
    expect(stripe().sessions.size).toBe(sessionsBefore);
  });

  it('the payment call charges the plan price: THANK YOU FOR PAYMENT, or the card error; the charge verifies consent', async () => {
    const { parent, token } = await subscribed();
    const consent = () => cms.strapi.db.query('api::parental-consent.parental-consent').findOne({ where: { parent: { email: parent.email.toLowerCase() } } });
    expect(await consent()).toMatchObject({ verification: null });
    const paid = await post(cms.url, '/payment', { token: 'tok_visa', amount: 3999, planId: 'price_yearly_from_env' }, token);
    expect(paid.body).toMatchObject({ response_code: 200, response_message: 'THANK YOU FOR PAYMENT' });
    expect(await consent()).toMatchObject({ verification: 'card' });
    expect(stripe().requests.filter((entry) => entry.path === '/v1/charges').pop()?.body).toMatchObject({ amount: '3999', source: 'tok_visa' });
    const declined = await post(cms.url, '/payment', { token: 'tok_chargeDeclined', amount: 399, planId: 'month' }, token);
    expect(declined.body).toEqual({ response_code: 402, response_message: 'Your card was declined.' });
  });

  it('account deletion cancels the Stripe subscription', async () => {
    const { parent, subscription, token } = await subscribed();
    const deleted = await post(cms.url, '/account/delete', { email: parent.email, password: parent.password }, token);
    expect(deleted.body.response_code).toBe(200);
    expect(stripe().subscriptions.get(subscription.id)?.status).toBe('canceled');
  });
});

describe('the payment call grants at most one period per charge (issue 9 item 4)', () => {
  async function expiryOf(email: string): Promise<number> {
    return new Date((await stored(email)).expiryDate ?? 0).getTime();
  }

  it('a replayed token is refused and the plan is extended once', async () => {
    const { parent, token } = await subscribed();
    const body = { token: 'tok_visa_replay', amount: 399, planId: 'month' };
    const first = await post(cms.url, '/payment', body, token);
    expect(first.body).toMatchObject({ response_code: 200, response_message: 'THANK YOU FOR PAYMENT' });
    const afterFirst = await expiryOf(parent.email);
    const charges = stripe().requests.filter((entry) => entry.path === '/v1/charges').length;

    const replay = await post(cms.url, '/payment', body, token);
    expect(replay.body).toEqual({ response_code: 409, response_message: 'This payment was already applied' });
    expect(await expiryOf(parent.email)).toBe(afterFirst);
    expect(stripe().requests.filter((entry) => entry.path === '/v1/charges').length).toBe(charges);
  });

  it('the same token sent five times at once is applied exactly once', async () => {
    const { parent, token } = await subscribed();
    const before = await expiryOf(parent.email);
    const body = { token: 'tok_visa_double_click', amount: 399, planId: 'month' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(cms.url, '/payment', body, token)));
    expect(answers.map((answer) => answer.body.response_code).sort()).toEqual([200, 409, 409, 409, 409]);
    const month = 27 * 24 * 3600 * 1000;
    expect(await expiryOf(parent.email)).toBeGreaterThan(before);
    expect(await expiryOf(parent.email)).toBeLessThan(before + 2 * month);
  });

  it('a wrong amount is refused before any charge; a charge in another currency grants nothing', async () => {
    const { parent, token } = await subscribed();
    const before = await expiryOf(parent.email);
    const charges = stripe().requests.filter((entry) => entry.path === '/v1/charges').length;
    const wrongAmount = await post(cms.url, '/payment', { token: 'tok_visa_cheap', amount: 1, planId: 'month' }, token);
    expect(wrongAmount.body).toMatchObject({ response_code: 400, response_data: { field: 'amount' } });
    expect(stripe().requests.filter((entry) => entry.path === '/v1/charges').length).toBe(charges);

    const euro = await post(cms.url, '/payment', { token: 'tok_chargeInEuro', amount: 399, planId: 'month' }, token);
    expect(euro.body).toMatchObject({ response_code: 402, response_message: 'The charge does not match the plan price' });
    expect(await expiryOf(parent.email)).toBe(before);
  });
});
