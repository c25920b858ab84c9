import type { Context } from 'koa';
import { parseBody } from '../../../http/validation';
import { requireParent, send } from '../../../http/respond';
import { cancelBody, renewalBody, renewalByCouponBody } from '../lib/schemas';
import { service as lookUpService } from '../../../utils/services';
import { reply } from '../../../utils/envelope';
import { authenticateParent } from '../../../utils/auth';

const service = () => lookUpService('api::subscription.subscription');

export default {
  async plans(ctx: Context) {
    send(ctx, await service().plans());
  },

  async cancel(ctx: Context) {
    const parent = await requireParent(ctx);
    if (!parent) return;
    const body = parseBody(ctx, cancelBody);
    if (!body) return;
    if (body.userId !== undefined && String(body.userId) !== String(parent.id) && body.userId !== parent.documentId) {
      reply(ctx, 403, 'You can only cancel your own subscription');
      return;
    }
    send(ctx, await service().cancel(parent));
  },

  async renewal(ctx: Context) {
    const body = parseBody(ctx, renewalBody);
    if (body) send(ctx, await service().renewal(body.email, body.plan, ctx.origin));
  },

  async renewalByCoupon(ctx: Context) {
    const body = parseBody(ctx, renewalByCouponBody);
    if (body) send(ctx, await service().renewalByCoupon(body.email, body.couponCode, await authenticateParent(ctx)));
  },
};
