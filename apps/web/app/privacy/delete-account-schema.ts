import { currentPasswordField, emailField, MESSAGES } from '@tate/contracts';
import { z } from 'zod';

/** Delete account (spec section 5): e-mail and password, with the rules' own messages. */
export const deleteAccountSchema = z.object({
  intent: z.literal('delete-account'),
  email: emailField(MESSAGES.emailIsNotValid),
  password: currentPasswordField(MESSAGES.deletePasswordRequired),
});
