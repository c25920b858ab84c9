import type { Context } from 'koa';
import { z } from 'zod';
import { readBody } from '../../../http/request';
import { replyCompat } from '../../../utils/envelope';
import { service as lookUpService } from '../../../utils/services';

const service = () => lookUpService('api::site-content-legacy.site-content-legacy');

const bannerQuery = z.object({
  _id: z.union([z.string().max(64, '_id must be at most 64 characters'), z.number().int('_id must be an integer')]).optional(),
});

/** Both answer with the older names the apps' screens read (replyCompat). */
export default {
  async testimonials(ctx: Context) {
    const { code, message, data } = await service().testimonials();
    replyCompat(ctx, code, message, data);
  },

  /** GET lists the home banners; POST with _id narrows the list to that banner. */
  async banners(ctx: Context) {
    const { _id: id } = ctx.method === 'POST' ? readBody(ctx, bannerQuery) : {};
    const { code, message, data } = await service().banners(id === undefined ? undefined : String(id));
    replyCompat(ctx, code, message, data);
  },
};
