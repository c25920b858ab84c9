import { parentRoute, publicRoute } from '../../../http/routes';
import { SIGN_IN_REQUIRED } from '../../../http/parent';

export default {
  routes: [
    publicRoute('POST', '/getallsubscriptiontypes', 'subscription.plans'),
    publicRoute('GET', '/prices', 'subscription.plans'),
    parentRoute('POST', '/cancelSubscription', 'subscription.cancel', { message: SIGN_IN_REQUIRED }),
    publicRoute('POST', '/renewalSubscription', 'subscription.renewal'),
    publicRoute('POST', '/renewalByCoupon', 'subscription.renewalByCoupon', { rateLimit: 'renewal-by-coupon' }),
  ],
};
