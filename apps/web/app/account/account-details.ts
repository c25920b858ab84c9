import { currentPasswordField, emailField, MESSAGES } from '@tate/contracts';
import { z } from 'zod';

/** The spec shows the plan name plus 'ly': month -> Monthly, year -> Yearly; the coupon plan reads Unlimited. */
export function planLabel(plan: string | null): string {
  if (!plan) return 'No plan';
  if (plan === 'unlimited') return 'Unlimited';
  return `${plan.charAt(0).toUpperCase()}${plan.slice(1)}ly`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days of the free trial left (Stripe's 'trialing' state runs until expiryDate); null when not trialing. */
export function trialDaysLeft(status: string | null, expiryDate: string | null, now: number = Date.now()): number | null {
  if (status !== 'trialing' || !expiryDate) return null;
  const end = new Date(expiryDate).getTime();
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / DAY_MS));
}

/** A renewal date as a parent reads it, e.g. 21 November 2027 (UTC, so server and browser agree). */
export function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Delete account (spec section 5): e-mail and password, with the rules' own messages. */
export const deleteAccountSchema = z.object({
  intent: z.literal('delete-account'),
  email: emailField(MESSAGES.emailIsNotValid),
  password: currentPasswordField(MESSAGES.deletePasswordRequired),
});

export type Confirmation = 'cancel' | 'delete';

/** Which confirmation the page shows inline: the no-JavaScript path of the two dialogs (`?confirm=`). */
export function confirmationOf(url: URL): Confirmation | null {
  const value = url.searchParams.get('confirm');
  return value === 'cancel' || value === 'delete' ? value : null;
}

/** The child whose deletion the page confirms inline (`?deleteChild=`, the no-JavaScript path), if it is theirs. */
export function childToDeleteOf<Child extends { id: string }>(url: URL, children: Child[]): Child | null {
  const id = url.searchParams.get('deleteChild');
  return children.find((child) => child.id === id) ?? null;
}

/** What the parent reads before a child's profile is deleted: the child by name and what goes with it. */
export function deleteChildWarning(name: string): string {
  return `${name}'s listening history, statistics and favourites will be deleted too. This cannot be undone.`;
}
