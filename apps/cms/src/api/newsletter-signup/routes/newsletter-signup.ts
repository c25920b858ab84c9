export default {
  routes: [{ method: 'POST', path: '/email', handler: 'newsletter-signup.create', config: { auth: false as const } }],
};
