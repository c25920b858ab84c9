const open = { auth: false as const };
const limited = (bucket: string) => ({ ...open, middlewares: [{ name: 'global::rate-limit', config: { bucket } }] });

export default {
  routes: [
    { method: 'POST', path: '/getallsubscriptiontypes', handler: 'subscription.plans', config: open },
    { method: 'GET', path: '/prices', handler: 'subscription.plans', config: open },
    { method: 'POST', path: '/cancelSubscription', handler: 'subscription.cancel', config: open },
    { method: 'POST', path: '/renewalSubscription', handler: 'subscription.renewal', config: open },
    { method: 'POST', path: '/renewalByCoupon', handler: 'subscription.renewalByCoupon', config: limited('renewal-by-coupon') },
  ],
};
