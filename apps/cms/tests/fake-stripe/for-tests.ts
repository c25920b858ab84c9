import { serverForTests } from '../server-for-tests';
import { startFakeStripe } from './server';

/** The webhook signing secret the CMS is given in the files that post Stripe events. */
export const WEBHOOK_SECRET = 'whsec_test_tate';

/**
 * A fake Stripe for one test file (call this before `cmsForTests`): `stripe()` is the running fake, `env()` the CMS
 * settings that point its stripe SDK at it.
 */
export function fakeStripeForTests() {
  const stripe = serverForTests(startFakeStripe, 'the fake Stripe');
  const env = () => ({
    STRIPE_SECRET_KEY: 'sk_test_tate',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe().port),
    STRIPE_API_PROTOCOL: 'http',
  });
  return { stripe, env };
}
