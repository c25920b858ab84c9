import { stripeClient } from '../../../commerce/stripe-client';

/** Entries that hold a person's e-mail address outside their account: forms and mailing lists. */
const CONTACT_TYPES = [
  'api::contact-message.contact-message',
  'api::newsletter-signup.newsletter-signup',
  'api::welcome-signup.welcome-signup',
] as const;

/** Deletes every contact message, newsletter and welcome sign-up sent with this e-mail (any letter case). */
export async function eraseContactTraces(email: string): Promise<void> {
  for (const uid of CONTACT_TYPES) {
    await strapi.db.query(uid).deleteMany({ where: { email: { $eqi: email } } });
  }
}

/**
 * Deletes the parent's Stripe customer (its cards, addresses and any subscription with it); a customer
 * already gone counts as deleted. False when Stripe could not be reached: the account is then kept.
 */
export async function deleteStripeCustomer(customerId: string | null | undefined): Promise<boolean> {
  const stripe = stripeClient();
  if (!stripe || !customerId) return true;
  try {
    await stripe.customers.del(customerId);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'resource_missing';
  }
}
