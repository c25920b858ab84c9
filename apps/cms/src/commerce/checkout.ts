import crypto from 'node:crypto';
import type Stripe from 'stripe';
import { findPlan, type PaidPlan } from './plans';
import { updateUser, type User } from '../utils/data/user';
import { cmsPublicUrl, stripeClient, webPublicUrl } from './stripe-client';
import { demoPaymentsEnabled } from './demo-payments';
import { TRIAL_DAYS, type PlanInterval } from '@tate/contracts';

export class PaymentsUnavailableError extends Error {
  constructor() {
    super('Payments are not configured on this server');
  }
}

/** Stripe keys are set, or demo payments are explicitly on (the demo checkout stands in). */
export function paymentsAvailable(): boolean {
  return stripeClient() !== null || demoPaymentsEnabled();
}

export type DemoCheckoutClaims = { purpose: 'demo-checkout'; userId: number; plan: PlanInterval; nonce: string };

function lineItem(plan: PaidPlan): Stripe.Checkout.SessionCreateParams.LineItem {
  if (plan.stripePriceId) return { price: plan.stripePriceId, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: plan.currency,
      unit_amount: Math.round(plan.price * 100),
      recurring: { interval: plan.interval },
      product_data: { name: `Tate ${plan.name}` },
    },
  };
}

async function ensureCustomer(stripe: Stripe, user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create({
    email: user.email,
    name: user.name ?? undefined,
    metadata: { userId: String(user.id) },
  });
  await updateUser(user.id, { stripeCustomerId: customer.id });
  return customer.id;
}

/**
 * The address where the parent pays for a plan: a Stripe Checkout Session in subscription mode (14-day
 * trial for a first subscription), or without Stripe keys the CMS's demo checkout page (never in production).
 */
export async function startCheckout(user: User, interval: PlanInterval, requestOrigin: string): Promise<string> {
  const plan = await findPlan(interval);
  const stripe = stripeClient();
  if (!stripe) {
    if (!demoPaymentsEnabled()) throw new PaymentsUnavailableError();
    const claims: DemoCheckoutClaims = { purpose: 'demo-checkout', userId: user.id, plan: interval, nonce: crypto.randomUUID() };
    const sessionId = strapi.plugin('users-permissions').service('jwt').issue(claims, { expiresIn: '1h' }) as string;
    return `${cmsPublicUrl(requestOrigin)}/api/demo-checkout/${sessionId}`;
  }
  const customer = await ensureCustomer(stripe, user);
  const metadata = { userId: String(user.id), plan: interval };
  const firstSubscription = !user.stripeSubscriptionId;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: String(user.id),
    line_items: [lineItem(plan)],
    metadata,
    subscription_data: { metadata, ...(firstSubscription ? { trial_period_days: TRIAL_DAYS } : {}) },
    success_url: `${webPublicUrl()}/thank-you?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${webPublicUrl()}/signup`,
  });
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
  return session.url;
}

/** A Customer Portal link where the parent manages the card and invoices. */
export async function billingPortalUrl(user: User): Promise<string> {
  const stripe = stripeClient();
  if (!stripe) throw new PaymentsUnavailableError();
  const customer = await ensureCustomer(stripe, user);
  const session = await stripe.billingPortal.sessions.create({ customer, return_url: `${webPublicUrl()}/account/details` });
  return session.url;
}
