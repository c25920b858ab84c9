import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';

/**
 * The request log, in place of `strapi::logger`, which writes the whole URL: method, path, time and status only.
 * Query strings carry credentials and personal data (the signature of a media URL or a preview link, a reset
 * token, an e-mail address), and a log is read by more people, for longer, than the requests it records.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async function requestLog(ctx: Context, next: Next) {
    const started = Date.now();
    try {
      await next();
    } finally {
      strapi.log.http(`${ctx.method} ${ctx.path} (${Math.ceil(Date.now() - started)} ms) ${ctx.status}`);
    }
  };
