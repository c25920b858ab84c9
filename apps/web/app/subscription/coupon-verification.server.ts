import { PLAN_MESSAGES } from '@tate/contracts';
import { verifyCoupon } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import type { FormAnswer, FormStep, SuccessToast } from '../forms/form-action.server';
import { choosesCoupon, couponVerificationSchema, VERIFY_COUPON_INTENT, type VerifiedCoupon } from './coupon-verification';

/** Asks the CMS about a code: the coupon it grants with the CMS's words, or why not (the server's words first). */
export async function checkCoupon(code: string): Promise<{ coupon: VerifiedCoupon } | { coupon: null; refusal: string }> {
  const answer = await loadFromCms(() => verifyCoupon(cms(), code));
  if (answer.code !== 200 || !answer.data) return { coupon: null, refusal: answer.message || PLAN_MESSAGES.couponInvalid };
  return { coupon: { code, plan: answer.data.plan, message: answer.message || PLAN_MESSAGES.couponVerified } };
}

/**
 * What the sign-up and renewal flows answer: the coupon Verify locked, why a coupon was refused (both shown on the
 * page, by the coupon input, with or without JavaScript), or the checkout address of a paid plan.
 */
export type CouponFlowAnswer = FormAnswer & {
  coupon?: VerifiedCoupon;
  couponRefusal?: string;
  checkout?: string;
};

/** A refused coupon: the form stays as typed and says why by the coupon input. */
export function refusedCoupon(refusal: string): CouponFlowAnswer {
  return { code: 400, message: '', couponRefusal: refusal, reset: false };
}

/**
 * The Verify button as a step of the sign-up and renewal forms: while the form cannot go on yet, it comes back as
 * typed, with the coupon locked when the CMS accepts it, and the CMS's answer by the coupon input either way.
 */
const verifyCouponStep: FormStep<typeof couponVerificationSchema, CouponFlowAnswer> = {
  intent: VERIFY_COUPON_INTENT,
  schema: couponVerificationSchema,
  prepare: choosesCoupon,
  send: async ({ couponCode }) => {
    const checked = await checkCoupon(couponCode);
    return checked.coupon ? { code: 200, message: '', coupon: checked.coupon } : refusedCoupon(checked.refusal);
  },
};

/** What the page shows of the coupon: the one the last Verify accepted (locked), or why the code was refused. */
function couponOf(answer: CouponFlowAnswer | null): { coupon: VerifiedCoupon | null; couponRefusal: string | null } {
  return { coupon: answer?.coupon ?? null, couponRefusal: answer?.couponRefusal ?? null };
}

/**
 * What the sign-up and renewal forms share around their own calls: the Verify step, the coupon the page shows, a
 * refusal that keeps what was typed, and where a success goes: a paid plan's checkout page with `paidToast`, or
 * after a coupon /login, saying `couponDone` under the CMS's word on the coupon.
 */
export function couponOrCheckout({ paidToast, couponDone }: { paidToast: SuccessToast; couponDone: string }) {
  return {
    step: verifyCouponStep,
    show: couponOf,
    resetOnFailure: false,
    success: {
      redirectTo: (answer: CouponFlowAnswer) => answer.checkout ?? '/login',
      toast: (answer: CouponFlowAnswer): SuccessToast =>
        answer.checkout ? paidToast : { title: answer.coupon?.message, description: couponDone },
    },
  };
}
