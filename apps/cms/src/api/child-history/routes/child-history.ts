const route = (method: string, path: string, action: string) => ({
  method,
  path,
  handler: `api::child-history.child-history.${action}`,
  config: { auth: false as const },
});

export default {
  routes: [
    route('POST', '/child-history', 'save'),
    route('POST', '/child-history/all', 'list'),
    route('GET', '/child-history/:id', 'getOne'),
    route('PUT', '/child-history/:id', 'update'),
    route('DELETE', '/child-history/:id', 'remove'),
  ],
};
