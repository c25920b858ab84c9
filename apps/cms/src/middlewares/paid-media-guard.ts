import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { isPaidFileUrl } from '../api/media-access/lib/paid-files';
import { reply } from '../utils/envelope';

const UPLOADS_PREFIX = '/uploads/';

/**
 * Refuses the plain /uploads/<file> path of a paid meditation's audio or video: those bytes are only
 * served through short-lived signed URLs (/api/media-access/files/...). Images and free files pass.
 */
export default (_config: unknown, { strapi: _strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(UPLOADS_PREFIX)) return next();
    let url: string;
    try {
      url = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    if (await isPaidFileUrl(url)) {
      ctx.set('Cache-Control', 'no-store');
      reply(ctx, 403, 'This media needs an active subscription');
      return;
    }
    return next();
  };
};
