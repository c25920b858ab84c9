const open = { auth: false as const };

export default {
  routes: [
    { method: 'POST', path: '/getallsubscriptiontypes', handler: 'subscription.plans', config: open },
    { method: 'GET', path: '/prices', handler: 'subscription.plans', config: open },
    { method: 'POST', path: '/cancelSubscription', handler: 'subscription.cancel', config: open },
    { method: 'POST', path: '/renewalSubscription', handler: 'subscription.renewal', config: open },
    { method: 'POST', path: '/renewalByCoupon', handler: 'subscription.renewalByCoupon', config: open },
  ],
};
