import { afterAll, beforeAll } from 'vitest';
import { startFakeStripe, type FakeStripe } from './server';

/** The webhook signing secret the CMS is given in the files that post Stripe events. */
export const WEBHOOK_SECRET = 'whsec_test_tate';

/**
 * A fake Stripe for one test file: started before the file's CMS boots (call this before `cmsForTests`), stopped
 * after its tests. `stripe()` is the running fake; `env()` the CMS settings that point its stripe SDK at it.
 */
export function fakeStripeForTests() {
  let running: FakeStripe | undefined;
  beforeAll(async () => {
    running = await startFakeStripe();
  });
  afterAll(async () => {
    await running?.stop();
  });
  const stripe = (): FakeStripe => {
    if (!running) throw new Error('The fake Stripe is not running: fakeStripeForTests starts it before the tests');
    return running;
  };
  const env = () => ({
    STRIPE_SECRET_KEY: 'sk_test_tate',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe().port),
    STRIPE_API_PROTOCOL: 'http',
  });
  return { stripe, env };
}
