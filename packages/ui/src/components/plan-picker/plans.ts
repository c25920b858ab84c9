export interface PlanOption {
  /** The submitted value, e.g. `month`. */
  value: string;
  title: string;
  price: string;
  period?: string;
  badge?: string;
  description?: string;
}

/** The sign-up plans from the product spec: monthly, yearly with a 10% badge, and the plush-toy coupon. */
export const DEFAULT_PLANS: PlanOption[] = [
  { value: 'month', title: 'Monthly', price: '$3.99', period: 'per month', description: 'Cancel anytime' },
  { value: 'year', title: 'Yearly', price: '$39.99', period: 'per year', badge: '10% off', description: 'Best value' },
  {
    value: 'coupon',
    title: 'I own the plush toy',
    price: 'Unlimited access',
    description: 'Use the coupon code that came with your toy',
  },
];
