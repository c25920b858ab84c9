import type { Context, Next } from 'koa';

/**
 * Some app screens build API paths with a doubled slash (e.g. `/api//payment`, docs/product-rules.md §7):
 * those answer exactly as the single-slash path does, so the router sees the collapsed path.
 */
export default () =>
  async function singleSlash(ctx: Context, next: Next) {
    if (ctx.path.includes('//')) ctx.path = ctx.path.replace(/\/{2,}/g, '/');
    await next();
  };
