import { isExpired, type Parent } from '../utils/auth';

/** Subscription states that still pay for the current period (a cancelled plan runs to its expiry date). */
const PAYING_STATES = new Set(['active', 'trialing', 'past_due', 'cancel']);

/** May this viewer hear paid media (at `now`)? A logged-in parent whose plan is paying and not past its expiry date. */
export function isEntitled(parent: Pick<Parent, 'is_subscribe' | 'expiryDate'> | null, now = new Date()): boolean {
  if (!parent || !parent.is_subscribe || !PAYING_STATES.has(parent.is_subscribe)) return false;
  if (parent.is_subscribe === 'cancel' && !parent.expiryDate) return false;
  return !isExpired(parent, now);
}
