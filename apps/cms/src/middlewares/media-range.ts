import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { serveFileWithRanges } from '../utils/media-range';
import { setUploadSafetyHeaders } from '../security/upload-headers';

const UPLOADS_PREFIX = '/uploads/';

/**
 * Serves uploaded media (/uploads/...) with HTTP Range, ETag and caching headers so players can seek
 * and resume. Strapi's own static serving does not answer ranges. Other requests pass through.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const publicDir = path.resolve(strapi.dirs.static.public);
  return async (ctx: Context, next: Next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(UPLOADS_PREFIX)) return next();
    let relativePath: string;
    try {
      relativePath = decodeURIComponent(ctx.path);
    } catch {
      return next();
    }
    const absolutePath = path.resolve(publicDir, `.${relativePath}`);
    if (!absolutePath.startsWith(publicDir + path.sep)) return next();
    if (!(await serveFileWithRanges(ctx, absolutePath))) return next();
    setUploadSafetyHeaders(ctx);
  };
};
