import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import { MESSAGES } from '@tate/contracts';
import { verifyCoupon } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { createToastHeaders, type ToastInput } from '../toast/toast.server';
import { couponVerificationSchema, type VerifiedCoupon } from './coupon-verification';

/** Asks the CMS about a code: the coupon it grants, or the toast saying why not (the server's words first). */
export async function checkCoupon(code: string): Promise<{ coupon: VerifiedCoupon | null; toast: ToastInput }> {
  const answer = await loadFromCms(() => verifyCoupon(cms(), code));
  if (answer.code !== 200 || !answer.data) {
    return { coupon: null, toast: { type: 'error', description: answer.message || MESSAGES.couponInvalid } };
  }
  return { coupon: { code, plan: answer.data.plan }, toast: { type: 'success', description: answer.message || MESSAGES.couponVerified } };
}

/**
 * The Verify button's answer when the form cannot go on yet: the form as typed (never the passwords), the coupon
 * locked when the CMS accepts it, and the toast either way.
 */
export async function answerCouponVerification(formData: FormData, hideFields: string[] = []) {
  const submission = parseWithZod(formData, { schema: couponVerificationSchema });
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields }), message: '', coupon: null }, { status: 400 });
  }
  const { coupon, toast } = await checkCoupon(submission.value.couponCode);
  return data(
    { result: submission.reply({ hideFields }), message: '', coupon },
    { status: coupon ? 200 : 400, headers: await createToastHeaders(toast) },
  );
}
