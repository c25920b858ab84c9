const route = (path: string, action: string) => ({
  method: 'POST',
  path,
  handler: `api::favourite.favourite.${action}`,
  config: { auth: false as const },
});

export default {
  routes: [
    route('/add-to-favouritelist', 'toggle'),
    route('/check-favourite', 'check'),
    route('/get-child-favouritelist', 'list'),
  ],
};
