import { currentPasswordField, emailField, ACCOUNT_MESSAGES } from '@tate/contracts';
import { z } from 'zod';

/** Delete account (spec section 5): e-mail and password, with the rules' own messages. */
export const deleteAccountSchema = z.object({
  intent: z.literal('delete-account'),
  email: emailField(ACCOUNT_MESSAGES.emailIsNotValid),
  password: currentPasswordField(ACCOUNT_MESSAGES.deletePasswordRequired),
});
