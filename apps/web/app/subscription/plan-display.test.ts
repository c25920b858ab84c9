import { describe, expect, it } from 'vitest';
import { COUPON_PLAN_OPTION, planOptions } from './plan-display';

describe('planOptions', () => {
  it('names and prices each card from the plan record the CMS holds, in its order, with its discount label', () => {
    const options = planOptions(
      [
        { name: '1 Year', interval: 'year', price: 42.5, currency: 'eur', discountLabel: '15%' },
        { name: '1 Month', interval: 'month', price: 4.49, currency: 'usd', discountLabel: null },
      ],
      { trial: true },
    );
    expect(options).toEqual([
      {
        value: 'year',
        title: '1 Year',
        price: '€42.50',
        period: 'per year',
        badge: 'Save 15%',
        trial: '14-day free trial',
        description: 'Cancel anytime',
      },
      {
        value: 'month',
        title: '1 Month',
        price: '$4.49',
        period: 'per month',
        badge: undefined,
        trial: '14-day free trial',
        description: 'Cancel anytime',
      },
    ]);
  });

  it('offers the trial only where it applies', () => {
    const [month] = planOptions([{ name: '1 Month', interval: 'month', price: 3.99, currency: 'usd', discountLabel: null }], { trial: false });
    expect(month).toMatchObject({ price: '$3.99', trial: undefined });
  });

  it('offers no paid card when the CMS has no plans; the plush-toy choice has no price', () => {
    expect(planOptions([], { trial: true })).toEqual([]);
    expect(COUPON_PLAN_OPTION).toMatchObject({ value: 'coupon', price: 'Free' });
  });
});
