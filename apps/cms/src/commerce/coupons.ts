import { PLAN_MESSAGES } from '@tate/contracts';
import { couponExpiry } from '../accounts/expiry';
import type { Plan } from '../accounts/users';
import { findCoupon, takeCouponUse, type Coupon } from './data/coupon';

export type CouponCheck = { ok: true; coupon: Coupon } | { ok: false; message: string };

const INVALID_COUPON = PLAN_MESSAGES.couponInvalid;
const USED_UP_COUPON = PLAN_MESSAGES.couponUsedUp;

/** Whether the code names an active coupon with uses left (the code compared exactly: findCoupon). */
export async function checkCoupon(code: string): Promise<CouponCheck> {
  const coupon = await findCoupon(code);
  if (!coupon || coupon.code !== code || !coupon.active) return { ok: false, message: INVALID_COUPON };
  if (coupon.redemptionCount >= coupon.redemptionLimit) return { ok: false, message: USED_UP_COUPON };
  return { ok: true, coupon };
}

export function grantOf(coupon: Coupon, now = new Date()): { plan: Plan; expiryDate: Date | null } {
  return { plan: coupon.plan, expiryDate: couponExpiry(coupon.grantDays, now) };
}

/** Takes one use of the coupon (takeCouponUse: of two parents racing for the last use, one gets it). */
export async function redeemCoupon(code: string): Promise<CouponCheck> {
  const checked = await checkCoupon(code);
  if (!checked.ok) return checked;
  if (!(await takeCouponUse(code))) return { ok: false, message: USED_UP_COUPON };
  return { ok: true, coupon: { ...checked.coupon, redemptionCount: checked.coupon.redemptionCount + 1 } };
}
