import {
  changeNewPasswordField,
  confirmationIssue,
  confirmationMatches,
  confirmPasswordField,
  emailField,
  ACCOUNT_MESSAGES,
  oldPasswordField,
  resetPasswordField,
} from '@tate/contracts';
import { z } from 'zod';

export const forgotPasswordSchema = z.object({ email: emailField(ACCOUNT_MESSAGES.emailIsNotValid) });

export const resetPasswordSchema = z
  .object({
    token: z.string({ required_error: 'The password reset link is invalid' }).max(128),
    password: resetPasswordField,
    confirmPassword: confirmPasswordField,
  })
  .refine(confirmationMatches, confirmationIssue);

export const changePasswordSchema = z.object({
  oldPassword: oldPasswordField,
  newPassword: changeNewPasswordField,
});
