const open = { auth: false as const };

export default {
  routes: [
    { method: 'POST', path: '/payment', handler: 'payment.pay', config: open },
    { method: 'POST', path: '/registerPayment', handler: 'payment.registerPayment', config: open },
    { method: 'POST', path: '/billing-portal', handler: 'payment.portal', config: open },
    { method: 'POST', path: '/stripe/webhook', handler: 'payment.webhook', config: open },
    { method: 'GET', path: '/demo-checkout/:sessionId', handler: 'payment.demoCheckoutPage', config: open },
    { method: 'POST', path: '/demo-checkout/:sessionId', handler: 'payment.demoCheckoutPay', config: open },
  ],
};
