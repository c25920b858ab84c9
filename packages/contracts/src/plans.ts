/** The two paid plans (product rules, "Plans"): monthly and yearly. */
export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** Days of the free trial a family's first paid subscription starts with (Stripe's trial_period_days). */
export const TRIAL_DAYS = 14;

/** Days a paid plan runs from sign-up or renewal. */
export const PLAN_DAYS: Record<PlanInterval, number> = { month: 30, year: 365 };

export function isPlanInterval(value: unknown): value is PlanInterval {
  return typeof value === 'string' && (PLAN_INTERVALS as readonly string[]).includes(value);
}
