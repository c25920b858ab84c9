import { factories } from '@strapi/strapi';
import { PLAN_MESSAGES } from '@tate/contracts';
import { result, type Result } from '../../../http/result';
import { checkCoupon, grantOf } from '../../../commerce/coupons';
import { COUPON } from '../../../commerce/data/coupon';

const couponService = {
  /** Tells the sign-up and renewal forms which plan a code grants; the use is only taken at sign-up or renewal. */
  async verify(couponCode: string): Promise<Result> {
    const checked = await checkCoupon(couponCode);
    if (!checked.ok) return result(400, checked.message, { field: 'couponCode' });
    const grant = grantOf(checked.coupon);
    return result(200, PLAN_MESSAGES.couponVerified, { plan: grant.plan, expiryDate: grant.expiryDate ? grant.expiryDate.toISOString() : null });
  },
};

declare module '../../../utils/services' {
  interface Services {
    [COUPON]: typeof couponService;
  }
}

export default factories.createCoreService(COUPON, () => couponService);
