/** Public: a partner's key and its page's Origin admit these (controllers/partner.ts); no user auth. */
const route = (method: string, path: string, action: string) => ({
  method,
  path,
  handler: `api::partner.partner.${action}`,
  config: { auth: false as const },
});

export default {
  routes: [route('GET', '/media/:id', 'media'), route('POST', '/media/:id/plays', 'play')],
};
