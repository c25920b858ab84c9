const limited = { auth: false as const, middlewares: [{ name: 'global::rate-limit', config: { bucket: 'welcome-email' } }] };

export default {
  routes: [{ method: 'POST', path: '/welcome-email', handler: 'welcome-signup.create', config: limited }],
};
