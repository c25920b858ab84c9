import crypto from 'node:crypto';
import type Stripe from 'stripe';
import type { Parent } from '../../../utils/auth';
import { result, type Result } from '../../../http/result';
import { ApiError } from '../../../http/errors';
import { SIGN_IN_REQUIRED } from '../../../http/parent';
import { detailsFor, toUserDetails } from '../../../accounts/users';
import { findUserById } from '../../../utils/data/user';
import { findPlan, findPlanByPlanId, type PaidPlan } from '../../../commerce/plans';
import { demoPaymentsEnabled } from '../../../commerce/demo-payments';
import { activatePaidPlan } from '../lib/subscription-state';
import { billingPortalUrl, PaymentsUnavailableError, type DemoCheckoutClaims } from '../../../commerce/checkout';
import { claimEvent, outcomeOf, recordOutcome, releaseEvent } from '../../../commerce/data/payment-event';
import { applyCompletedCheckout, processStripeEvent, type Outcome } from '../lib/webhook-events';
import { stripeClient } from '../../../commerce/stripe-client';
import { service } from '../../../utils/services';

const UNAVAILABLE = 'Payments are not configured on this server';
const ALREADY_APPLIED = 'This payment was already applied';

/**
 * Charges the card through Stripe and checks what Stripe says was charged: the plan's amount and currency,
 * paid, and a charge id not applied before. Returns 'charged' or the answer to send instead.
 */
async function chargeOnce(stripe: Stripe, parent: Parent, plan: PaidPlan, amount: number, token: string, tokenClaim: string): Promise<'charged' | Result> {
  let charge: Stripe.Charge;
  try {
    charge = await stripe.charges.create(
      {
        amount,
        currency: plan.currency,
        source: token,
        description: `Tate ${plan.name}`,
        receipt_email: parent.email,
        metadata: { userId: String(parent.id), plan: plan.interval },
      },
      { idempotencyKey: tokenClaim },
    );
  } catch (error) {
    const stripeError = error as { type?: string; message?: string };
    if (stripeError.type === 'StripeCardError') return result(402, stripeError.message ?? 'The card was declined');
    throw error;
  }
  if (!charge.paid || charge.amount !== amount || charge.currency.toLowerCase() !== plan.currency.toLowerCase()) {
    return result(402, 'The charge does not match the plan price', { field: 'amount' });
  }
  if (!(await claimEvent(`charge:${charge.id}`, 'payment.charge', new Date(charge.created * 1000)))) return result(409, ALREADY_APPLIED);
  await recordOutcome(`charge:${charge.id}`, 'applied');
  return 'charged';
}

export type DemoSession = { claims: DemoCheckoutClaims; email: string; planName: string; price: string };

/** Reads a demo checkout session (a signed, 1-hour token); null when invalid, expired or in production. */
async function readDemoSession(sessionId: string): Promise<DemoSession | null> {
  if (!demoPaymentsEnabled()) return null;
  let claims: Partial<DemoCheckoutClaims>;
  try {
    claims = await strapi.plugin('users-permissions').service('jwt').verify(sessionId);
  } catch {
    return null;
  }
  if (claims.purpose !== 'demo-checkout' || typeof claims.userId !== 'number' || typeof claims.nonce !== 'string') return null;
  if (claims.plan !== 'month' && claims.plan !== 'year') return null;
  const user = await findUserById(claims.userId);
  if (!user) return null;
  const plan = await findPlan(claims.plan);
  return {
    claims: claims as DemoCheckoutClaims,
    email: user.email,
    planName: plan.name,
    price: `${plan.price.toFixed(2)} ${plan.currency.toUpperCase()}`,
  };
}

/** The demo checkout's claim in the payment ledger, written once when its Pay button applies the plan. */
const demoClaimId = (session: DemoSession) => `demo:${session.claims.nonce}`;

/**
 * The browser's return from the demo checkout, answered as a return from Stripe's: once Pay has applied the plan, the
 * plan bought; a session that cannot be a demo one gets the keyless answer it always had.
 */
async function confirmDemoCheckout(sessionId: string, caller: Parent | null): Promise<Result> {
  const session = await readDemoSession(sessionId);
  if (!session) return result(503, UNAVAILABLE);
  if ((await outcomeOf(demoClaimId(session))) !== 'applied') return result(402, 'The payment is not complete yet');
  const user = await findUserById(session.claims.userId);
  return result(200, 'THANK YOU FOR PAYMENT', user ? detailsFor(user, caller, 'plan') : undefined);
}

const paymentService = () => ({
  /**
   * The mobile apps' card payment: one charge of the plan's price (in cents) that starts or renews the plan.
   * Each token is claimed once in the payment ledger (unique column), and so is the charge Stripe returns,
   * so a replayed or double-sent token never extends the plan twice.
   */
  async pay(parent: Parent, input: { token: string; amount: number; planId: string }): Promise<Result> {
    const plan = await findPlanByPlanId(input.planId);
    if (!plan) return result(400, 'Please selet any plan', { field: 'planId' });
    const expected = Math.round(plan.price * 100);
    if (input.amount !== expected) return result(400, `amount must be ${expected} (the plan price in cents)`, { field: 'amount' });
    const stripe = stripeClient();
    if (!stripe && !demoPaymentsEnabled()) return result(503, UNAVAILABLE);
    const tokenClaim = `payment-token:${crypto.createHash('sha256').update(input.token).digest('hex')}`;
    if (!(await claimEvent(tokenClaim, 'payment.token', new Date()))) return result(409, ALREADY_APPLIED);
    try {
      if (stripe) {
        const charged = await chargeOnce(stripe, parent, plan, expected, input.token, tokenClaim);
        if (charged !== 'charged') {
          await releaseEvent(tokenClaim);
          return charged;
        }
      }
      const user = await activatePaidPlan(parent.id, plan.interval, { status: 'active' });
      if (stripe) await service('api::privacy.consent').verify(parent.id, 'card');
      await recordOutcome(tokenClaim, 'applied');
      return result(200, 'THANK YOU FOR PAYMENT', user ? toUserDetails(user) : undefined);
    } catch (error) {
      await releaseEvent(tokenClaim);
      throw error;
    }
  },

  /**
   * The browser's return from Checkout. The session id is the payer's, so any caller holding it is told the plan it
   * bought; only the parent signed in is told the account's details.
   */
  async confirmCheckout(sessionId: string, caller: Parent | null): Promise<Result> {
    const stripe = stripeClient();
    if (!stripe) return confirmDemoCheckout(sessionId, caller);
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return result(404, 'Unknown checkout session');
      throw error;
    }
    if (session.status !== 'complete') return result(402, 'The payment is not complete yet');
    await applyCompletedCheckout(session, new Date((session.created ?? Math.floor(Date.now() / 1000)) * 1000));
    const user = await findUserById(Number(session.metadata?.userId ?? session.client_reference_id));
    return result(200, 'THANK YOU FOR PAYMENT', user ? detailsFor(user, caller, 'plan') : undefined);
  },

  async portal(parent: Parent): Promise<Result<string>> {
    const user = await findUserById(parent.id);
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    try {
      return result(200, 'Manage your card and invoices', await billingPortalUrl(user));
    } catch (error) {
      if (error instanceof PaymentsUnavailableError) return result(503, 'Card management needs the payment provider, which is not configured');
      throw error;
    }
  },

  /** Verifies Stripe's signature on the raw body, then applies the event once. */
  async webhook(rawBody: string | Buffer | undefined, signature: string | undefined): Promise<Result<{ outcome: Outcome }>> {
    const stripe = stripeClient();
    const secret = process.env.STRIPE_WEBHOOK_SECRET;
    if (!stripe || !secret) return result(503, UNAVAILABLE);
    if (!rawBody || !signature) return result(400, 'Missing Stripe signature or body');
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      return result(400, 'Invalid Stripe signature');
    }
    return result(200, 'Event received', { outcome: await processStripeEvent(event) });
  },

  /** The demo checkout page's session; null when invalid, expired or in production. */
  demoSession: readDemoSession,

  /**
   * The demo checkout's Pay button: the same state change as a paid Stripe checkout, applied once (a second press
   * changes nothing); 'invalid' when the session is invalid, expired or in production.
   */
  async completeDemoCheckout(sessionId: string): Promise<'applied' | 'duplicate' | 'invalid'> {
    const session = await readDemoSession(sessionId);
    if (!session) return 'invalid';
    const claimId = demoClaimId(session);
    if (!(await claimEvent(claimId, 'demo.checkout.completed', new Date()))) return 'duplicate';
    try {
      await activatePaidPlan(session.claims.userId, session.claims.plan, { status: 'active' });
      await recordOutcome(claimId, 'applied');
      return 'applied';
    } catch (error) {
      await releaseEvent(claimId);
      throw error;
    }
  },
});

export type PaymentService = ReturnType<typeof paymentService>;

declare module '../../../utils/services' {
  interface Services {
    'api::payment.payment': PaymentService;
  }
}

export default paymentService;
