export default {
  routes: [{ method: 'POST', path: '/welcome-email', handler: 'welcome-signup.create', config: { auth: false as const } }],
};
