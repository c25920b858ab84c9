import {
  confirmationIssue,
  confirmationMatches,
  confirmPasswordField,
  couponCodeInput,
  emailField,
  ACCOUNT_MESSAGES,
  personNameField,
  planChoiceChecks,
  planChoiceField,
  signupPasswordField,
} from '@tate/contracts';
import { z } from 'zod';

/** The parent's consent to the privacy notice is asked apart from the terms, and is needed to sign up. */
export const PARENTAL_CONSENT_REQUIRED = 'Please read the privacy notice and agree to it to sign up';

const fields = z.object({
  name: personNameField,
  email: emailField(),
  password: signupPasswordField,
  confirmPassword: confirmPasswordField,
  plan: planChoiceField,
  couponCode: couponCodeInput,
  check: z.boolean({ required_error: ACCOUNT_MESSAGES.termsRequired }).refine((value) => value, ACCOUNT_MESSAGES.termsRequired),
  parentalConsent: z.boolean({ required_error: PARENTAL_CONSENT_REQUIRED }).refine((value) => value, PARENTAL_CONSENT_REQUIRED),
  /** The notice version the page linked to (a hidden field), recorded with the parent's consent. */
  privacyNoticeVersion: z.string().max(64).optional(),
});

/** The passwords' check across fields, kept apart so it runs even when another field is invalid. */
const passwordChecks = z
  .object({ password: z.string().optional(), confirmPassword: z.string().optional() })
  .refine((form) => !form.password || confirmationMatches(form), confirmationIssue);

/** The SIGN UP form (spec section 5); the plan choice follows the contracts' rule (the coupon plan needs a code). */
export const signupSchema = fields.and(passwordChecks).and(planChoiceChecks);

export type SignupForm = z.infer<typeof signupSchema>;
