import type { Context } from 'koa';
import { MESSAGES } from '@tate/contracts';
import { z } from 'zod';
import { readBody } from '../../../http/request';
import { couponCodeField } from '../../../accounts/fields';
import { reply } from '../../../utils/envelope';
import { checkCoupon, grantOf } from '../../../commerce/coupons';

const verifyBody = z.object({ couponCode: couponCodeField });

export default {
  /** Tells the sign-up and renewal forms which plan a code grants; the use is only taken at sign-up or renewal. */
  async verify(ctx: Context) {
    const { couponCode } = readBody(ctx, verifyBody);
    const checked = await checkCoupon(couponCode);
    if (!checked.ok) {
      reply(ctx, 400, checked.message, { field: 'couponCode' });
      return;
    }
    const grant = grantOf(checked.coupon);
    reply(ctx, 200, MESSAGES.couponVerified, {
      plan: grant.plan,
      expiryDate: grant.expiryDate ? grant.expiryDate.toISOString() : null,
    });
  },
};
