import type { PlanOption } from './plans';

/** Sample plans as the web builds them from the CMS's plan records (the kit holds no prices), for the stories. */
export const SAMPLE_PLANS: PlanOption[] = [
  { value: 'month', title: '1 Month', price: '$3.99', period: 'per month', trial: '14-day free trial', description: 'Cancel anytime' },
  {
    value: 'year',
    title: '1 Year',
    price: '$39.99',
    period: 'per year',
    badge: 'Save 10%',
    trial: '14-day free trial',
    description: 'Cancel anytime',
  },
];

export const SAMPLE_COUPON_PLAN: PlanOption = {
  value: 'coupon',
  title: 'I own the plush toy',
  price: 'Free',
  period: 'with your toy',
  description: 'Unlimited access with the coupon code in the box',
};
