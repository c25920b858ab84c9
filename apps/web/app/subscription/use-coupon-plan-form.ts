import type { DefaultValue, SubmissionResult } from '@conform-to/react';
import type { z } from 'zod';
import { useConformForm } from '../forms/use-conform-form';
import { couponVerificationSchema, VERIFY_COUPON_INTENT } from './coupon-verification';

/**
 * The form of a page that holds the `CouponPlanPicker` (sign-up, renewal): the page's own schema, except that its
 * Verify button (`VERIFY_COUPON_INTENT`) is checked against the coupon's alone, as the action checks it.
 */
export function useCouponPlanForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
  defaultValue: DefaultValue<z.output<Schema>>,
) {
  return useConformForm(schema, lastResult, { defaultValue, intents: { [VERIFY_COUPON_INTENT]: couponVerificationSchema } });
}
