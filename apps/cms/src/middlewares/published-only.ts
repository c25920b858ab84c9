import type { Context, Next } from 'koa';

/**
 * Route middleware for the public content reads: only callers holding an API token may ask for
 * `status=draft`; everyone else (visitors and parents) always gets the published version, so
 * unpublished meditations and page drafts never leak through the REST API.
 */
export default () => async (ctx: Context, next: Next) => {
  const strategy = (ctx.state.auth as { strategy?: { name?: string } } | undefined)?.strategy?.name;
  if (strategy !== 'api-token' && ctx.query.status !== undefined && ctx.query.status !== 'published') {
    ctx.query = { ...ctx.query, status: 'published' };
  }
  await next();
};
