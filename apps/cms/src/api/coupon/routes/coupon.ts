export default {
  routes: [
    {
      method: 'POST',
      path: '/couponverify',
      handler: 'coupon.verify',
      config: { auth: false as const, middlewares: [{ name: 'global::rate-limit', config: { bucket: 'couponverify' } }] },
    },
  ],
};
