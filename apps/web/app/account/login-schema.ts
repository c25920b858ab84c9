import { currentPasswordField, MAX_EMAIL, ACCOUNT_MESSAGES, requiredText } from '@tate/contracts';
import { z } from 'zod';

/** The LOGIN form (spec section 5): both fields only required; the e-mail's shape is the server's to judge. */
export const loginSchema = z.object({
  email: requiredText(ACCOUNT_MESSAGES.emailRequired, MAX_EMAIL, 'Email').transform((email) => email.toLowerCase()),
  password: currentPasswordField(),
});

/** The summary the spec shows when an invalid login form is submitted. */
export function loginSummary(missing: { email: boolean; password: boolean }): string {
  if (missing.email && missing.password) return 'Please fill required field!';
  return missing.email ? 'Please write your email!' : 'Please write your password!';
}

/** What the login page says to a parent who signed up but closed the checkout: they never had a plan to expire. */
export const NOT_PAID_MESSAGE = "You haven't finished subscribing yet: your payment was not completed.";

/** Whether a login refused for the plan (201) is a sign-up whose checkout was closed: never paid, so nothing expired. */
export function neverPaid(plan: { is_subscribe: string | null } | null): boolean {
  return plan?.is_subscribe === 'none';
}
