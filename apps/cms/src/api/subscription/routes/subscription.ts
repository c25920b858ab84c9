import { parentRoute, publicRoute } from '../../../http/routes';
import { SIGN_IN_REQUIRED } from '../../../http/parent';

export default {
  routes: [
    publicRoute('POST', '/getallsubscriptiontypes', 'subscription.plans'),
    publicRoute('GET', '/prices', 'subscription.plans'),
    parentRoute('POST', '/cancelSubscription', 'subscription.cancel', { message: SIGN_IN_REQUIRED }),
    // Anonymous (an expired parent cannot sign in): limited per client, and its answer is the same for any e-mail.
    publicRoute('POST', '/renewalSubscription', 'subscription.renewal', { rateLimit: 'renewal-subscription' }),
    publicRoute('GET', '/renewal-checkout', 'subscription.renewalCheckout', { rateLimit: 'renewal-checkout' }),
    publicRoute('POST', '/renewalByCoupon', 'subscription.renewalByCoupon', { rateLimit: 'renewal-by-coupon' }),
  ],
};
