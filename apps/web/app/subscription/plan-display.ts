import { TRIAL_DAYS } from '@tate/contracts';
import type { PlanOption } from '@tate/ui';
import type { Plan } from '../cms/subscription.server';

/**
 * The free trial a first subscription gets on either paid plan (`TRIAL_DAYS`, which the CMS's checkout gives Stripe):
 * shown where a new family chooses, not where a member renews.
 */
export const FREE_TRIAL = `${TRIAL_DAYS}-day free trial`;

/** A plan's price as every page reads it (docs/decisions/web-plan-prices.md), e.g. '$3.99'. */
export function priceOf(plan: Pick<Plan, 'price' | 'currency'>): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: plan.currency.toUpperCase() }).format(plan.price);
}

/**
 * What the yearly plan saves against twelve months of the monthly one, from the two prices (rounded down, never
 * overstated): 'Save 16%' for $39.99 against 12 × $3.99. None without a monthly plan in the same currency, or no saving.
 */
export function yearlySavingOf(year: Pick<Plan, 'price' | 'currency'>, month: Pick<Plan, 'price' | 'currency'> | undefined): string | undefined {
  if (!month || month.currency !== year.currency || month.price <= 0) return undefined;
  const percent = Math.floor((1 - year.price / (month.price * 12)) * 100);
  return percent > 0 ? `Save ${percent}%` : undefined;
}

/** The plush-toy choice: no price, a coupon code instead (spec section 4). */
export const COUPON_PLAN_OPTION: PlanOption = {
  value: 'coupon',
  title: 'I own the plush toy',
  price: 'Free',
  period: 'with your toy',
  description: 'Unlimited access with the coupon code in the box',
};

/** The plan cards of the money pages, named and priced by the CMS's plan records, with the trial where it applies. */
export function planOptions(
  plans: Pick<Plan, 'name' | 'interval' | 'price' | 'currency'>[],
  { trial }: { trial: boolean },
): PlanOption[] {
  const month = plans.find((plan) => plan.interval === 'month');
  return plans.map((plan) => ({
    value: plan.interval,
    title: plan.name,
    price: priceOf(plan),
    period: plan.interval === 'month' ? 'per month' : 'per year',
    badge: plan.interval === 'year' ? yearlySavingOf(plan, month) : undefined,
    trial: trial ? FREE_TRIAL : undefined,
    description: 'Cancel anytime',
  }));
}
