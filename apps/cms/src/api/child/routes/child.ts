const route = (method: string, path: string, action: string) => ({
  method,
  path,
  handler: `api::child.child.${action}`,
  config: { auth: false as const },
});

export default {
  routes: [
    route('POST', '/children', 'createForParent'),
    route('POST', '/children/all', 'listForParent'),
    route('GET', '/children/:id', 'getForParent'),
    route('PUT', '/children/:id', 'updateForParent'),
    route('DELETE', '/children/:id', 'deleteForParent'),
  ],
};
