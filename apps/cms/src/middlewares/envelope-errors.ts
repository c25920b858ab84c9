import type { Context, Next } from 'koa';
import { ZodError } from 'zod';
import { ApiError } from '../http/errors';
import { reply } from '../utils/envelope';

/**
 * The one place expected failures become the apps' envelope: an ApiError answers its code and message (a bad field
 * named in response_data.field), a ZodError 400 with its first issue's message and path (`body` for the body itself).
 * Everything else goes on to strapi::errors.
 */
export default () =>
  async function envelopeErrors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (error) {
      if (error instanceof ApiError) {
        const data = { ...(error.field ? { field: error.field } : {}), ...(error.reason ? { code: error.reason } : {}) };
        reply(ctx, error.code, error.message, Object.keys(data).length > 0 ? data : undefined);
        return;
      }
      if (error instanceof ZodError) {
        const issue = error.issues[0];
        reply(ctx, 400, issue.message, { field: issue.path.join('.') || 'body' });
        return;
      }
      throw error;
    }
  };
