import type { PlanOption } from '@tate/ui';
import type { Plan } from '../cms/subscription.server';

/**
 * How a plan's price reads (docs/decisions/web-plan-prices.md): the CMS price per period, e.g. '$39.99 per
 * year', with the discount label as a badge ('10% off'); the same reading on every money page.
 */
export function priceOf(plan: Pick<Plan, 'price' | 'currency'>): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: plan.currency.toUpperCase() }).format(plan.price);
}

export function periodOf(plan: Pick<Plan, 'interval'>): string {
  return plan.interval === 'month' ? 'per month' : 'per year';
}

export function badgeOf(plan: Pick<Plan, 'discountLabel'>): string | undefined {
  return plan.discountLabel ? `${plan.discountLabel} off` : undefined;
}

/** The plush-toy choice: no price, a coupon code instead (spec section 4). */
export const COUPON_PLAN_OPTION: PlanOption = {
  value: 'coupon',
  title: 'I own the plush toy',
  price: 'Unlimited access',
  description: 'Use the coupon code that came with your toy',
};

/** The plan cards of the money pages, priced from the CMS's plan records. */
export function planOptions(plans: Pick<Plan, 'interval' | 'price' | 'currency' | 'discountLabel'>[]): PlanOption[] {
  return plans.map((plan) => ({
    value: plan.interval,
    title: plan.interval === 'month' ? 'Monthly' : 'Yearly',
    price: priceOf(plan),
    period: periodOf(plan),
    badge: badgeOf(plan),
    description: plan.interval === 'month' ? 'Cancel anytime' : 'Best value',
  }));
}
