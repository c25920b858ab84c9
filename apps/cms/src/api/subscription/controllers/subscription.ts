import type { Context } from 'koa';
import { readBody } from '../../../http/request';
import { send } from '../../../http/respond';
import { currentParent } from '../../../http/parent';
import { cancelBody, renewalBody, renewalByCouponBody, renewalCheckoutQuery } from '../lib/schemas';
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

  /** A renewal link followed in the browser: a redirect, made anew at each visit, so never stored. */
  async renewalCheckout(ctx: Context) {
    const { link } = renewalCheckoutQuery.parse(ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(await service().renewalCheckout(link, ctx.origin));
  },

  /** Public (a gift); a signed-in caller renewing their own account is also told its details. */
  async renewalByCoupon(ctx: Context) {
    const { email, couponCode } = readBody(ctx, renewalByCouponBody);
    send(ctx, await service().renewalByCoupon(email, couponCode, await authenticateParent(ctx)));
  },
};
