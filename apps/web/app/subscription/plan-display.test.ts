import { describe, expect, it } from 'vitest';
import { COUPON_PLAN_OPTION, planOptions } from './plan-display';

describe('planOptions', () => {
  it('prices each card from the plan record the CMS holds, in its order', () => {
    const options = planOptions([
      { interval: 'year', price: 42.5, currency: 'eur', discountLabel: '15%' },
      { interval: 'month', price: 4.49, currency: 'eur', discountLabel: null },
    ]);
    expect(options).toEqual([
      { value: 'year', title: 'Yearly', price: '€42.50', period: 'per year', badge: '15% off', description: 'Best value' },
      { value: 'month', title: 'Monthly', price: '€4.49', period: 'per month', badge: undefined, description: 'Cancel anytime' },
    ]);
  });

  it('offers no paid card when the CMS has no plans; the plush-toy choice has no price', () => {
    expect(planOptions([])).toEqual([]);
    expect(COUPON_PLAN_OPTION).toMatchObject({ value: 'coupon', price: 'Unlimited access' });
  });
});
