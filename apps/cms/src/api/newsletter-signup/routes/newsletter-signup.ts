const limited = { auth: false as const, middlewares: [{ name: 'global::rate-limit', config: { bucket: 'email' } }] };

export default {
  routes: [{ method: 'POST', path: '/email', handler: 'newsletter-signup.create', config: limited }],
};
