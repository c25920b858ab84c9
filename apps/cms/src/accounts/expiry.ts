import type { Plan } from './users';
import type { PlanInterval } from '@tate/contracts';

export const MONTH_MS = 2592000000;
export const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec section 4: sign-up or renewal time plus 30 days (monthly) or 365 days (yearly). */
export function paidPlanExpiry(plan: PlanInterval, from: Date): Date {
  return new Date(from.getTime() + (plan === 'month' ? MONTH_MS : YEAR_MS));
}

/** Renewing early keeps the days already paid for: the period starts at the later of now and the old expiry. */
export function renewalStart(currentExpiry: string | null, now = new Date()): Date {
  if (!currentExpiry) return now;
  const current = new Date(currentExpiry);
  return current.getTime() > now.getTime() ? current : now;
}

/** A coupon grant lasts grantDays, or forever (null expiry) when the coupon grants no day limit. */
export function couponExpiry(grantDays: number | null, from: Date): Date | null {
  return grantDays == null ? null : new Date(from.getTime() + grantDays * DAY_MS);
}

export function isPlan(value: unknown): value is Plan {
  return value === 'month' || value === 'year' || value === 'unlimited';
}
