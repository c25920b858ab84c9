import { parentRoute, publicRoute } from '../../../http/routes';
import { SIGN_IN_REQUIRED } from '../../../http/parent';

const signedIn = { message: SIGN_IN_REQUIRED };

export default {
  routes: [
    parentRoute('POST', '/payment', 'payment.pay', signedIn),
    publicRoute('POST', '/registerPayment', 'payment.registerPayment'),
    parentRoute('POST', '/billing-portal', 'payment.portal', signedIn),
    publicRoute('POST', '/stripe/webhook', 'payment.webhook'),
    publicRoute('GET', '/demo-checkout/:sessionId', 'payment.demoCheckoutPage'),
    publicRoute('POST', '/demo-checkout/:sessionId', 'payment.demoCheckoutPay'),
  ],
};
