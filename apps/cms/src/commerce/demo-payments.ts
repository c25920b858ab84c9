import { isProduction, stripeClient } from './stripe-client';

/**
 * The keyless path (the demo checkout and the apps' payment call without Stripe keys) grants plans
 * without money, so it runs only when TATE_DEMO_PAYMENTS=true says so (set by `npm start` and the tests),
 * never in production, and never when Stripe keys are set.
 */
export function demoPaymentsEnabled(): boolean {
  return process.env.TATE_DEMO_PAYMENTS === 'true' && !isProduction() && stripeClient() === null;
}
