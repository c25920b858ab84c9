import { storedRows } from '../../utils/stored-rows';

/**
 * The payment ledger: each payment event (a Stripe webhook, a charge, a card token, a demo checkout) is applied once.
 * Its content type's UID is named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md).
 */
export const PAYMENT_EVENT = 'api::payment.stripe-event';

async function isRecorded(eventId: string): Promise<boolean> {
  return (await strapi.db.query(PAYMENT_EVENT).count({ where: { eventId } })) > 0;
}

/** What became of a claimed event ('processing', 'applied', …); null when it was never claimed. */
export async function outcomeOf(eventId: string): Promise<string | null> {
  const event = await storedRows(PAYMENT_EVENT, { select: ['outcome'] }).findOne({ eventId });
  return event?.outcome ?? null;
}

/**
 * Claims a payment event for processing. The event id column has a unique index, so of two concurrent
 * deliveries of one event exactly one insert succeeds: false means it was (or is being) applied already.
 */
export async function claimEvent(eventId: string, type: string, createdAt: Date): Promise<boolean> {
  if (await isRecorded(eventId)) return false;
  try {
    await strapi.db.query(PAYMENT_EVENT).create({ data: { eventId, type, eventCreatedAt: createdAt, outcome: 'processing' } });
    return true;
  } catch (error) {
    if (await isRecorded(eventId)) return false;
    throw error;
  }
}

export async function recordOutcome(eventId: string, outcome: string): Promise<void> {
  await strapi.db.query(PAYMENT_EVENT).update({ where: { eventId }, data: { outcome } });
}

/** Processing failed: forget the claim so the provider's retry can apply the event. */
export async function releaseEvent(eventId: string): Promise<void> {
  await strapi.db.query(PAYMENT_EVENT).delete({ where: { eventId } });
}

/** Forgets the events recorded before `cutoff` (the retention job: an older one never comes again); answers how many. */
export async function deletePaymentEventsBefore(cutoff: Date): Promise<number> {
  const { count } = await strapi.db.query(PAYMENT_EVENT).deleteMany({ where: { createdAt: { $lt: cutoff } } });
  return count;
}
