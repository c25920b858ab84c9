import { emailField, MESSAGES, PLAN_INTERVALS } from '@tate/contracts';
import { z } from 'zod';

/** A coupon typed while Monthly or Yearly is chosen is neither used nor dropped silently. */
export const COUPON_NEEDS_COUPON_PLAN = "To use a coupon code, choose 'I own the plush toy' (or clear the code to pay for a plan)";

const fields = z.object({
  email: emailField(),
  plan: z.enum([...PLAN_INTERVALS, 'coupon'] as const, {
    required_error: MESSAGES.planRequired,
    invalid_type_error: MESSAGES.planRequired,
  }),
  couponCode: z.string().trim().max(64).optional(),
  check: z.boolean({ required_error: MESSAGES.termsRequired }).refine((value) => value, MESSAGES.termsRequired),
});

/** A coupon needs the coupon plan, and the coupon plan needs a code: nothing typed is silently ignored. */
export const couponChecks = z
  .object({ plan: z.string().optional(), couponCode: z.string().optional() })
  .refine((form) => form.plan !== 'coupon' || Boolean(form.couponCode?.trim()), {
    path: ['couponCode'],
    message: 'Coupon code is required!',
  })
  .refine((form) => !form.plan || form.plan === 'coupon' || !form.couponCode?.trim(), {
    path: ['couponCode'],
    message: COUPON_NEEDS_COUPON_PLAN,
  });

/** The renewal form (spec section 2): e-mail, plan or coupon, terms. */
export const renewalSchema = fields.and(couponChecks);

export type RenewalForm = z.infer<typeof renewalSchema>;
