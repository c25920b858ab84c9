import { findUserById, updateUser, type User } from '../../../utils/data/user';
import { paidPlanExpiry, renewalStart } from '../../../accounts/expiry';
import type { PlanInterval } from '@tate/contracts';

export type SubscriptionStatus = 'active' | 'trialing' | 'past_due' | 'cancel' | 'expired';

/** A paid plan starts (sign-up) or is renewed: the expiry follows the spec (30 / 365 days), kept days are not lost. */
export async function activatePaidPlan(
  userId: number,
  plan: PlanInterval,
  details: { status: SubscriptionStatus; customerId?: string | null; subscriptionId?: string | null; now?: Date },
): Promise<User | null> {
  const user = await findUserById(userId);
  if (!user) return null;
  const now = details.now ?? new Date();
  return updateUser(user.id, {
    is_subscribe: details.status,
    subscriptionPlan: plan,
    expiryDate: paidPlanExpiry(plan, renewalStart(user.expiryDate, now)).toISOString(),
    ...(details.customerId ? { stripeCustomerId: details.customerId } : {}),
    ...(details.subscriptionId ? { stripeSubscriptionId: details.subscriptionId } : {}),
  });
}

/** The later of the stored expiry and a provider's period end: a period update never shortens paid time. */
export function laterExpiry(current: string | null, periodEndSeconds: number | null | undefined): string | null {
  if (!periodEndSeconds) return current;
  const periodEnd = periodEndSeconds * 1000;
  if (current && new Date(current).getTime() >= periodEnd) return current;
  return new Date(periodEnd).toISOString();
}
