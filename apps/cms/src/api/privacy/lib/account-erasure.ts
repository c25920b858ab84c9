import type Stripe from 'stripe';
import { stripeClient } from '../../../commerce/stripe-client';
import { USER, type User } from '../../../utils/data/user';
import { recordPrivacyAction, type PrivacyAction } from '../data/privacy-audit';
import { deleteParentData } from './owned-data';
import { contactMessages } from '../../../mail/data/contact-message';
import { newsletterSignUps } from '../../../mail/data/newsletter-signup';
import { welcomeSignUps } from '../../../mail/data/welcome-signup';

/**
 * Deletes every contact message, newsletter and welcome sign-up sent with this e-mail (any letter case): the entries
 * that hold a person's e-mail address outside their account.
 */
export async function eraseContactTraces(email: string): Promise<void> {
  for (const entries of [contactMessages, newsletterSignUps, welcomeSignUps]) await entries.deleteFrom(email);
}

/** Whether the account is gone, or which part of the payment provider could not be reached (the account is then kept). */
export type Erasure = 'erased' | 'subscription-not-cancelled' | 'customer-not-deleted';

/**
 * Removes the parent's `id` from Stripe with `remove` (its subscription, its customer); none, or one already gone,
 * counts as removed. False when Stripe could not be reached: the account is then kept.
 */
async function removeFromStripe(id: string | null | undefined, remove: (stripe: Stripe, id: string) => Promise<unknown>): Promise<boolean> {
  const stripe = stripeClient();
  if (!stripe || !id) return true;
  try {
    await remove(stripe, id);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'resource_missing';
  }
}

/**
 * Erases a parent account: ends the payment subscription, deletes the Stripe customer, everything the parent owns
 * (children, their photos and history), the contact traces of the e-mail, and the account. Used by the parent's own
 * deletion and by the retention job; nothing is deleted when Stripe cannot be reached, so a later try finishes it.
 * The privacy audit records `action` with the account's document id (which names nobody once the account is gone).
 */
export async function eraseAccount(user: User, action: Extract<PrivacyAction, 'account-deleted' | 'account-erased-unused'>): Promise<Erasure> {
  // The subscription ends now; deleting the customer then removes its cards and addresses.
  if (!(await removeFromStripe(user.stripeSubscriptionId, (stripe, id) => stripe.subscriptions.cancel(id)))) return 'subscription-not-cancelled';
  if (!(await removeFromStripe(user.stripeCustomerId, (stripe, id) => stripe.customers.del(id)))) return 'customer-not-deleted';
  await deleteParentData(user.id, USER);
  await eraseContactTraces(user.email);
  await strapi.plugin('users-permissions').service('user').remove({ id: user.id });
  await recordPrivacyAction({ action, parentId: user.documentId });
  return 'erased';
}
