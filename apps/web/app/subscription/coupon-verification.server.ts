import { MESSAGES } from '@tate/contracts';
import { verifyCoupon } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import type { FormAnswer, FormStep, SuccessToast } from '../forms/form-action.server';
import type { ToastInput } from '../toast/toast.server';
import { choosesCoupon, couponVerificationSchema, VERIFY_COUPON_INTENT, type VerifiedCoupon } from './coupon-verification';

/** Asks the CMS about a code: the coupon it grants, or the toast saying why not (the server's words first). */
export async function checkCoupon(code: string): Promise<{ coupon: VerifiedCoupon | null; toast: ToastInput }> {
  const answer = await loadFromCms(() => verifyCoupon(cms(), code));
  if (answer.code !== 200 || !answer.data) {
    return { coupon: null, toast: { type: 'error', description: answer.message || MESSAGES.couponInvalid } };
  }
  return { coupon: { code, plan: answer.data.plan }, toast: { type: 'success', description: answer.message || MESSAGES.couponVerified } };
}

/** What the sign-up and renewal flows answer: the coupon Verify locked, or the checkout address of a paid plan. */
export type CouponFlowAnswer = FormAnswer & {
  coupon?: VerifiedCoupon;
  /** The CMS's word on the coupon used, the title of the success toast. */
  couponMessage?: string;
  checkout?: string;
};

/**
 * The Verify button as a step of the sign-up and renewal forms: while the form cannot go on yet, it comes back as
 * typed with the coupon locked when the CMS accepts it, and the toast either way.
 */
const verifyCouponStep: FormStep<typeof couponVerificationSchema, CouponFlowAnswer> = {
  intent: VERIFY_COUPON_INTENT,
  schema: couponVerificationSchema,
  prepare: choosesCoupon,
  send: async ({ couponCode }) => {
    const { coupon, toast } = await checkCoupon(couponCode);
    return coupon ? { code: 200, message: '', toast, coupon } : { code: 400, message: '', toast };
  },
};

/** The coupon the page locks: only a verified one from the Verify step. */
function lockedCoupon(answer: CouponFlowAnswer | null): { coupon: VerifiedCoupon | null } {
  return { coupon: answer?.coupon ?? null };
}

/**
 * What the sign-up and renewal forms share around their own calls: the Verify step, the coupon the page locks, and
 * where a success goes: a paid plan's checkout page with `paidToast`, or after a coupon /login, saying `couponDone`
 * under the CMS's word on the coupon.
 */
export function couponOrCheckout({ paidToast, couponDone }: { paidToast: SuccessToast; couponDone: string }) {
  return {
    step: verifyCouponStep,
    show: lockedCoupon,
    success: {
      redirectTo: (answer: CouponFlowAnswer) => answer.checkout ?? '/login',
      toast: (answer: CouponFlowAnswer): SuccessToast =>
        answer.checkout ? paidToast : { title: answer.couponMessage, description: couponDone },
    },
  };
}
