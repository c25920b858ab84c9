import { z } from 'zod';
import { PLAN_MESSAGES, type PlanInterval } from '@tate/contracts';

/** The value of the Verify button beside the coupon input (sign-up and renewal, spec sections 4 and 8). */
export const VERIFY_COUPON_INTENT = 'verify-coupon';

/** What the Verify button needs: a code. The rest of the form is checked when it is sent to sign up or renew. */
export const couponVerificationSchema = z.object({
  intent: z.literal(VERIFY_COUPON_INTENT),
  couponCode: z
    .string({ required_error: PLAN_MESSAGES.couponRequired })
    .trim()
    .min(1, PLAN_MESSAGES.couponRequired)
    .max(64),
});

/** A coupon the CMS accepted, with its words: the form locks its plan and code (spec section 4). */
export type VerifiedCoupon = { code: string; plan: PlanInterval | 'unlimited'; message: string };

/**
 * Whether the Verify button sent the form. Pressing it chooses the coupon plan, so it is set here: a complete form
 * then goes on as its main button would (spec section 4: verified, locked, and the flow goes on).
 */
export function choosesCoupon(formData: FormData): boolean {
  if (formData.get('intent') !== VERIFY_COUPON_INTENT) return false;
  formData.set('plan', 'coupon');
  return true;
}

const PLAN_NAMES: Record<VerifiedCoupon['plan'], string> = { month: 'one month', year: 'one year', unlimited: 'unlimited access' };

/** The answer under a locked coupon: the CMS's words and what it gives, e.g. 'Coupon code verified successfully: unlimited access'. */
export function verifiedCouponNote(coupon: VerifiedCoupon): string {
  return `${coupon.message}: ${PLAN_NAMES[coupon.plan]}`;
}
