import type { PlanInterval } from '@tate/contracts';
import { subscriptionPlans } from './data/subscription-plan';

export type PaidPlan = {
  name: string;
  interval: PlanInterval;
  price: number;
  currency: string;
  discountLabel: string | null;
  /** Private: never sent to clients. */
  stripePriceId: string | null;
};

/** Used when the editors have not created plan records yet (spec section 9 prices). */
const DEFAULT_PLANS: PaidPlan[] = [
  { name: '1 Month', interval: 'month', price: 3.99, currency: 'usd', discountLabel: null, stripePriceId: null },
  { name: '1 Year', interval: 'year', price: 39.99, currency: 'usd', discountLabel: '10%', stripePriceId: null },
];

/** Plans from the subscription-plan records (or the defaults); STRIPE_PRICE_MONTHLY / _YEARLY override the price ids. */
export async function listPlans(): Promise<PaidPlan[]> {
  const records = await subscriptionPlans();
  const plans: PaidPlan[] = DEFAULT_PLANS.map((fallback) => {
    const record = records.find((candidate) => candidate.interval === fallback.interval);
    if (!record) return { ...fallback };
    return {
      name: record.name,
      interval: record.interval,
      price: Number(record.price),
      currency: record.currency || 'usd',
      discountLabel: record.discountLabel ?? null,
      stripePriceId: record.stripePriceId || null,
    };
  });
  for (const plan of plans) {
    const override = plan.interval === 'month' ? process.env.STRIPE_PRICE_MONTHLY : process.env.STRIPE_PRICE_YEARLY;
    if (override) plan.stripePriceId = override;
  }
  return plans;
}

export async function findPlan(interval: PlanInterval): Promise<PaidPlan> {
  const plans = await listPlans();
  const plan = plans.find((candidate) => candidate.interval === interval);
  if (!plan) throw new Error(`No ${interval} plan`);
  return plan;
}

/** The apps' planId is a payment-provider price id (or simply 'month' / 'year'). */
export async function findPlanByPlanId(planId: string): Promise<PaidPlan | null> {
  const plans = await listPlans();
  return plans.find((plan) => plan.interval === planId || (plan.stripePriceId !== null && plan.stripePriceId === planId)) ?? null;
}

/** What clients may see of a plan. */
export function publicPlan(plan: PaidPlan) {
  return {
    name: plan.name,
    interval: plan.interval,
    plan: plan.interval,
    price: plan.price,
    amount: Math.round(plan.price * 100),
    currency: plan.currency,
    discountLabel: plan.discountLabel,
    planId: plan.stripePriceId ?? plan.interval,
  };
}
