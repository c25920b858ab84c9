import { z } from 'zod';
import { currentPasswordField, emailField } from '@tate/contracts';

/** POST /api/account/delete: the account's e-mail and password confirm the deletion (spec section 6). */
export const deleteAccountBody = z.object({ email: emailField(), password: currentPasswordField() });
