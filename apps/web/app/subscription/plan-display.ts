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
