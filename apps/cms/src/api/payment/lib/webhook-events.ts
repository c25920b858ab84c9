import type Stripe from 'stripe';
import { findUserById, findUserBySubscription, updateUser, type User } from '../../../utils/data/user';
import { activatePaidPlan, laterExpiry, type SubscriptionStatus } from './subscription-state';
import { claimEvent, recordOutcome, releaseEvent } from '../../../commerce/data/payment-event';
import { stripeClient } from '../../../commerce/stripe-client';
import { service } from '../../../utils/services';

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export type Outcome = 'applied' | 'ignored' | 'stale' | 'duplicate';

async function userForSubscription(subscriptionId: string | null, metadataUserId?: string | null): Promise<User | null> {
  if (subscriptionId) {
    const bySubscription = await findUserBySubscription(subscriptionId);
    if (bySubscription) return bySubscription;
  }
  const id = Number(metadataUserId);
  return Number.isInteger(id) && id > 0 ? findUserById(id) : null;
}

/** An event older than the last one applied to this user is stale: applying it would undo newer state. */
function isStale(user: User, createdAt: Date): boolean {
  return user.subscriptionEventAt != null && new Date(user.subscriptionEventAt).getTime() > createdAt.getTime();
}

function statusOf(subscription: Stripe.Subscription): SubscriptionStatus {
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return 'expired';
  if (subscription.cancel_at_period_end) return 'cancel';
  if (subscription.status === 'trialing') return 'trialing';
  if (subscription.status === 'active') return 'active';
  return 'past_due';
}

function periodEnd(subscription: Stripe.Subscription): number | null {
  return subscription.items?.data?.[0]?.current_period_end ?? null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as Stripe.Invoice & { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
}

/**
 * A completed Checkout Session starts or renews the plan. It saves the card but, in the trial, charges nothing, so the
 * first paid invoice verifies the parent's consent (onInvoice), not this. It is claimed by session id, so the webhook and registerPayment (the browser's return from Checkout) apply it once between them.
 */
export async function applyCompletedCheckout(session: Stripe.Checkout.Session, createdAt: Date): Promise<Outcome> {
  if (session.mode !== 'subscription' || session.status !== 'complete') return 'ignored';
  const userId = Number(session.metadata?.userId ?? session.client_reference_id);
  const plan = session.metadata?.plan;
  if (!Number.isInteger(userId) || (plan !== 'month' && plan !== 'year')) return 'ignored';
  const user = await findUserById(userId);
  if (!user) return 'ignored';
  const claimId = `checkout:${session.id}`;
  if (!(await claimEvent(claimId, 'checkout.session.completed', createdAt))) return 'duplicate';
  try {
    const subscriptionId = idOf(session.subscription);
    let status: SubscriptionStatus = 'active';
    const stripe = stripeClient();
    if (subscriptionId && stripe) status = statusOf(await stripe.subscriptions.retrieve(subscriptionId));
    await activatePaidPlan(user.id, plan, { status, customerId: idOf(session.customer), subscriptionId, now: createdAt });
    await updateUser(user.id, { subscriptionEventAt: createdAt.toISOString() });
    await recordOutcome(claimId, 'applied');
    return 'applied';
  } catch (error) {
    await releaseEvent(claimId);
    throw error;
  }
}

async function onSubscriptionChanged(subscription: Stripe.Subscription, createdAt: Date, deleted: boolean): Promise<Outcome> {
  const user = await userForSubscription(subscription.id, subscription.metadata?.userId);
  if (!user) return 'ignored';
  if (isStale(user, createdAt)) return 'stale';
  const status = deleted ? 'expired' : statusOf(subscription);
  const plan = subscription.metadata?.plan;
  await updateUser(user.id, {
    is_subscribe: status,
    stripeSubscriptionId: subscription.id,
    ...(plan === 'month' || plan === 'year' ? { subscriptionPlan: plan } : {}),
    expiryDate:
      status === 'expired'
        ? new Date((subscription.ended_at ?? Math.floor(createdAt.getTime() / 1000)) * 1000).toISOString()
        : laterExpiry(user.expiryDate, periodEnd(subscription)),
    subscriptionEventAt: createdAt.toISOString(),
  });
  return 'applied';
}

/**
 * A paid or failed renewal. The first invoice that charges money (not the trial's $0 one) verifies the parent's
 * sign-up consent by card, even when it arrives after newer events: the charge happened
 * (docs/decisions/2026-11-26-parental-consent.md).
 */
async function onInvoice(invoice: Stripe.Invoice, createdAt: Date, paid: boolean): Promise<Outcome> {
  const user = await userForSubscription(invoiceSubscriptionId(invoice), invoice.metadata?.userId);
  if (!user) return 'ignored';
  if (paid && invoice.amount_paid > 0) await service('api::privacy.consent').verify(user.id, 'card');
  if (isStale(user, createdAt)) return 'stale';
  if (paid) {
    const lineEnd = invoice.lines?.data?.[0]?.period?.end ?? null;
    await updateUser(user.id, {
      is_subscribe: user.is_subscribe === 'cancel' ? 'cancel' : 'active',
      expiryDate: laterExpiry(user.expiryDate, lineEnd),
      subscriptionEventAt: createdAt.toISOString(),
    });
  } else {
    await updateUser(user.id, { is_subscribe: 'past_due', subscriptionEventAt: createdAt.toISOString() });
  }
  return 'applied';
}

async function apply(event: Stripe.Event, createdAt: Date): Promise<Outcome> {
  switch (event.type) {
    case 'checkout.session.completed':
      return applyCompletedCheckout(event.data.object, createdAt);
    case 'customer.subscription.updated':
      return onSubscriptionChanged(event.data.object, createdAt, false);
    case 'customer.subscription.deleted':
      return onSubscriptionChanged(event.data.object, createdAt, true);
    case 'invoice.paid':
      return onInvoice(event.data.object, createdAt, true);
    case 'invoice.payment_failed':
      return onInvoice(event.data.object, createdAt, false);
    default:
      return 'ignored';
  }
}

/** Applies a verified Stripe event exactly once; a failure releases the claim so Stripe's retry can succeed. */
export async function processStripeEvent(event: Stripe.Event): Promise<Outcome> {
  const createdAt = new Date(event.created * 1000);
  if (!(await claimEvent(event.id, event.type, createdAt))) return 'duplicate';
  try {
    const outcome = await apply(event, createdAt);
    await recordOutcome(event.id, outcome);
    return outcome;
  } catch (error) {
    await releaseEvent(event.id);
    throw error;
  }
}
