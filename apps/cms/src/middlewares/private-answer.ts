import type { Context, Next } from 'koa';

/**
 * `global::private-answer`, added by parentRoute (src/http/routes.ts) to every signed-in parent's endpoint: what it
 * answers (a child's name, history, favourites, the account) is one family's, so no shared cache (a CDN, a proxy) may
 * keep it and no browser may store it on disk. Set once the controller is done, error envelopes included, so no
 * controller can weaken it.
 */
export default () => async (ctx: Context, next: Next) => {
  try {
    await next();
  } finally {
    ctx.set('Cache-Control', 'private, no-store');
  }
};
