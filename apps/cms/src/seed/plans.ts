import type { SeedModule } from './seed-module';
import { ensureDocument } from './documents';
import { SUBSCRIPTION_PLAN } from '../commerce/data/subscription-plan';

/** The two paid plans (spec section 9). Stripe price ids are left empty: the environment supplies them. */
export const plansSeed: SeedModule = {
  name: 'subscription plans',
  async run(strapi) {
    const plans = [
      { name: '1 Month', interval: 'month', price: 3.99, currency: 'usd', discountLabel: null, sortOrder: 1 },
      { name: '1 Year', interval: 'year', price: 39.99, currency: 'usd', discountLabel: '10%', sortOrder: 2 },
    ];
    for (const plan of plans) {
      await ensureDocument(strapi, SUBSCRIPTION_PLAN, { interval: plan.interval }, plan);
    }
  },
};
