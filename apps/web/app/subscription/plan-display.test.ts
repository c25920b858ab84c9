import { describe, expect, it } from 'vitest';
import { COUPON_PLAN_OPTION, planOptions, yearlySavingOf } from './plan-display';

describe('planOptions', () => {
  it('names and prices each card from the plan record the CMS holds, in its order; the year shows what it saves', () => {
    const options = planOptions(
      [
        { name: '1 Year', interval: 'year', price: 42.5, currency: 'usd' },
        { name: '1 Month', interval: 'month', price: 4.49, currency: 'usd' },
      ],
      { trial: true },
    );
    expect(options).toEqual([
      {
        value: 'year',
        title: '1 Year',
        price: '$42.50',
        period: 'per year',
        badge: 'Save 21%',
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
    const [month] = planOptions([{ name: '1 Month', interval: 'month', price: 3.99, currency: 'usd' }], { trial: false });
    expect(month).toMatchObject({ price: '$3.99', trial: undefined });
  });

  it('computes the yearly saving from the two prices, rounded down, and claims none it cannot compute', () => {
    expect(yearlySavingOf({ price: 39.99, currency: 'usd' }, { price: 3.99, currency: 'usd' })).toBe('Save 16%');
    expect(yearlySavingOf({ price: 39.99, currency: 'eur' }, { price: 3.99, currency: 'usd' })).toBeUndefined();
    expect(yearlySavingOf({ price: 50, currency: 'usd' }, { price: 3.99, currency: 'usd' })).toBeUndefined();
    expect(yearlySavingOf({ price: 39.99, currency: 'usd' }, undefined)).toBeUndefined();
  });

  it('offers no paid card when the CMS has no plans; the plush-toy choice has no price', () => {
    expect(planOptions([], { trial: true })).toEqual([]);
    expect(COUPON_PLAN_OPTION).toMatchObject({ value: 'coupon', price: 'Free' });
  });
});
