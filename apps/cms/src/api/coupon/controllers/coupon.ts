import type { Context } from 'koa';
import { z } from 'zod';
import { readBody } from '../../../http/request';
import { send } from '../../../http/respond';
import { couponCodeField } from '../../../accounts/fields';
import { service } from '../../../utils/services';
import { COUPON } from '../../../commerce/data/coupon';

const verifyBody = z.object({ couponCode: couponCodeField });

export default {
  async verify(ctx: Context) {
    const { couponCode } = readBody(ctx, verifyBody);
    send(ctx, await service(COUPON).verify(couponCode));
  },
};
