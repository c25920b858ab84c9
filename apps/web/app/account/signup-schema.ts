import {
  confirmationIssue,
  confirmationMatches,
  confirmPasswordField,
  couponCodeInput,
  emailField,
  MESSAGES,
  personNameField,
  planChoiceChecks,
  planChoiceField,
  signupPasswordField,
} from '@tate/contracts';
import { z } from 'zod';

const fields = z.object({
  name: personNameField,
  email: emailField(),
  password: signupPasswordField,
  confirmPassword: confirmPasswordField,
  plan: planChoiceField,
  couponCode: couponCodeInput,
  check: z.boolean({ required_error: MESSAGES.termsRequired }).refine((value) => value, MESSAGES.termsRequired),
});

/** The passwords' check across fields, kept apart so it runs even when another field is invalid. */
const passwordChecks = z
  .object({ password: z.string().optional(), confirmPassword: z.string().optional() })
  .refine((form) => !form.password || confirmationMatches(form), confirmationIssue);

/** The SIGN UP form (spec section 5); the plan choice follows the contracts' rule (the coupon plan needs a code). */
export const signupSchema = fields.and(passwordChecks).and(planChoiceChecks);

export type SignupForm = z.infer<typeof signupSchema>;
