import {
  confirmationIssue,
  confirmationMatches,
  confirmPasswordField,
  emailField,
  MESSAGES,
  personNameField,
  signupPasswordField,
  PLAN_INTERVALS,
} from '@tate/contracts';
import { z } from 'zod';
import { COUPON_NEEDS_COUPON_PLAN } from '../subscription/renewal-schema';

const fields = z.object({
  name: personNameField,
  email: emailField(),
  password: signupPasswordField,
  confirmPassword: confirmPasswordField,
  plan: z.enum([...PLAN_INTERVALS, 'coupon'] as const, {
    required_error: MESSAGES.planRequired,
    invalid_type_error: MESSAGES.planRequired,
  }),
  couponCode: z.string().trim().max(64).optional(),
  check: z.boolean({ required_error: MESSAGES.termsRequired }).refine((value) => value, MESSAGES.termsRequired),
});

/** Checks across fields, kept apart so they run even when another field is invalid. */
const crossChecks = z
  .object({ password: z.string().optional(), confirmPassword: z.string().optional(), plan: z.string().optional(), couponCode: z.string().optional() })
  .refine((form) => !form.password || confirmationMatches(form), confirmationIssue)
  .refine((form) => form.plan !== 'coupon' || Boolean(form.couponCode?.trim()), {
    path: ['couponCode'],
    message: 'Coupon code is required!',
  })
  .refine((form) => !form.plan || form.plan === 'coupon' || !form.couponCode?.trim(), {
    path: ['couponCode'],
    message: COUPON_NEEDS_COUPON_PLAN,
  });

/** The SIGN UP form (spec section 5); the coupon plan needs a code. */
export const signupSchema = fields.and(crossChecks);

export type SignupForm = z.infer<typeof signupSchema>;
