import type { Context, Next } from 'koa';
import { refusalOf } from '../http/errors';
import { reply } from '../utils/envelope';

/**
 * The one place expected failures become the apps' envelope: an ApiError answers its code and message (a bad field
 * named in response_data.field), a ZodError 400 with its first issue's message and path (`body` for the body itself)
 * (refusalOf, src/http/errors.ts). Everything else goes on to strapi::errors.
 */
export default () =>
  async function envelopeErrors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      reply(ctx, refusal.code, refusal.message, refusal.data);
    }
  };
