export const PAYMENT_EVENT_UID = 'api::payment.stripe-event';

async function isRecorded(eventId: string): Promise<boolean> {
  return (await strapi.db.query(PAYMENT_EVENT_UID).count({ where: { eventId } })) > 0;
}

/** What became of a claimed event ('processing', 'applied', …); null when it was never claimed. */
export async function outcomeOf(eventId: string): Promise<string | null> {
  const event: { outcome: string } | null = await strapi.db.query(PAYMENT_EVENT_UID).findOne({ where: { eventId }, select: ['outcome'] });
  return event?.outcome ?? null;
}

/**
 * Claims a payment event for processing. The event id column has a unique index, so of two concurrent
 * deliveries of one event exactly one insert succeeds: false means it was (or is being) applied already.
 */
export async function claimEvent(eventId: string, type: string, createdAt: Date): Promise<boolean> {
  if (await isRecorded(eventId)) return false;
  try {
    await strapi.db.query(PAYMENT_EVENT_UID).create({ data: { eventId, type, eventCreatedAt: createdAt, outcome: 'processing' } });
    return true;
  } catch (error) {
    if (await isRecorded(eventId)) return false;
    throw error;
  }
}

export async function recordOutcome(eventId: string, outcome: string): Promise<void> {
  await strapi.db.query(PAYMENT_EVENT_UID).update({ where: { eventId }, data: { outcome } });
}

/** Processing failed: forget the claim so the provider's retry can apply the event. */
export async function releaseEvent(eventId: string): Promise<void> {
  await strapi.db.query(PAYMENT_EVENT_UID).delete({ where: { eventId } });
}
