import type { FieldMetadata } from '@conform-to/react';
import { useNavigation } from '@remix-run/react';
import { Button, PlanPicker, type PlanOption } from '@tate/ui';
import { VERIFY_COUPON_INTENT, verifiedCouponNote, type VerifiedCoupon } from './coupon-verification';
import { COUPON_PLAN_OPTION } from './plan-display';

type Props = {
  /** The paid plans as the CMS prices them (`loadPlanOptions`); the plush-toy choice comes after them. */
  plans: PlanOption[];
  plan: FieldMetadata<string>;
  couponCode: FieldMetadata<string>;
  /**
   * The form's last answer (`couponOrCheckout`): the coupon the last Verify accepted (plan and code come back locked,
   * with the CMS's answer), or why the CMS refused the code, said by its input.
   */
  answer: { coupon?: VerifiedCoupon | null; couponRefusal?: string | null } | undefined;
};

/**
 * The plan cards and the coupon input with its Verify button, for sign-up and renewal (spec section 4). The CMS's
 * answer to a code is said on the page, by the input, the same with and without JavaScript.
 */
export function CouponPlanPicker({ plans, plan, couponCode, answer }: Props) {
  const coupon = answer?.coupon ?? null;
  const navigation = useNavigation();
  const verifying = navigation.formData?.get('intent') === VERIFY_COUPON_INTENT;
  return (
    <PlanPicker
      name={plan.name}
      plans={[...plans, COUPON_PLAN_OPTION]}
      key={coupon ? `verified-${coupon.code}` : plan.key}
      defaultValue={coupon ? 'coupon' : plan.initialValue}
      errorMessage={plan.errors?.[0]}
      couponName={couponCode.name}
      couponDefaultValue={coupon?.code ?? couponCode.initialValue}
      couponErrorMessage={coupon ? undefined : (couponCode.errors?.[0] ?? answer?.couponRefusal ?? undefined)}
      couponStatus={coupon ? verifiedCouponNote(coupon) : undefined}
      isLocked={coupon !== null}
      couponAction={
        coupon ? null : (
          <Button type="submit" name="intent" value={VERIFY_COUPON_INTENT} variant="secondary" isPending={verifying}>
            Verify code
          </Button>
        )
      }
    />
  );
}
