import type { SeedModule } from './seed-module';
import { ensureDocument } from './documents';

/** The two paid plans (spec section 9). Stripe price ids are left empty: the environment supplies them. */
export const plansSeed: SeedModule = {
  name: 'subscription plans',
  async run(strapi) {
    const plans = [
      { name: '1 Month', interval: 'month', price: 3.99, currency: 'usd', discountLabel: null, sortOrder: 1 },
      { name: '1 Year', interval: 'year', price: 39.99, currency: 'usd', discountLabel: '10%', sortOrder: 2 },
    ];
    for (const plan of plans) {
      await ensureDocument(strapi, 'api::subscription-plan.subscription-plan', { interval: plan.interval }, plan);
    }
  },
};
