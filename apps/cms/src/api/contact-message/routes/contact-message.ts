export default {
  routes: [
    {
      method: 'POST',
      path: '/contact',
      handler: 'contact-message.create',
      config: { auth: false as const, middlewares: [{ name: 'global::rate-limit', config: { bucket: 'contact' } }] },
    },
  ],
};
