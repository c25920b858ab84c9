import { emailField, ACCOUNT_MESSAGES } from '@tate/contracts';
import { z } from 'zod';

/** The mailing-list sign-up of the footer and the pop-up: a required e-mail and an optional first name. */
export const newsletterSchema = z.object({
  email: emailField(ACCOUNT_MESSAGES.emailIsNotValid),
  firstName: z.string().trim().max(100).default(''),
  redirectTo: z.string().optional(),
});
