import type { Context } from 'koa';
import { readBody } from '../../../http/request';
import { send } from '../../../http/respond';
import { currentParent } from '../../../http/parent';
import { cancelBody, renewalBody, renewalByCouponBody } from '../lib/schemas';
import { service as lookUpService } from '../../../utils/services';
import { authenticateParent } from '../../../utils/auth';

const service = () => lookUpService('api::subscription.subscription');

export default {
  async plans(ctx: Context) {
    send(ctx, await service().plans());
  },

  async cancel(ctx: Context) {
    const { userId } = readBody(ctx, cancelBody);
    send(ctx, await service().cancel(currentParent(ctx), userId));
  },

  async renewal(ctx: Context) {
    const { email, plan } = readBody(ctx, renewalBody);
    send(ctx, await service().renewal(email, plan, ctx.origin));
  },

  /** Public (a gift); a signed-in caller renewing their own account is also told its details. */
  async renewalByCoupon(ctx: Context) {
    const { email, couponCode } = readBody(ctx, renewalByCouponBody);
    send(ctx, await service().renewalByCoupon(email, couponCode, await authenticateParent(ctx)));
  },
};
