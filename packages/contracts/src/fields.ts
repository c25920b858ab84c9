import { z } from 'zod';
import { MESSAGES } from './messages';

export const MAX_NAME = 100;
export const MAX_EMAIL = 254;
export const MAX_PASSWORD = 128;
export const MIN_PASSWORD = 8;

/** Letters (any script), then letters, spaces, hyphens and apostrophes. */
export const NAME_PATTERN = /^[\p{L}][\p{L} '’-]*$/u;

/** Forms and JSON bodies both send an empty value for a field left blank: treat it as missing. */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A required text field with one message for missing, blank and wrong-type input. */
export function requiredText(message: string, max: number, label: string) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string({ required_error: message, invalid_type_error: message })
      .trim()
      .min(1, message)
      .max(max, MESSAGES.tooLong(label, max)),
  );
}

/** A required password: never trimmed (spaces are part of a password). */
function requiredPassword(message: string) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string({ required_error: message, invalid_type_error: message })
      .min(1, message)
      .max(MAX_PASSWORD, MESSAGES.tooLong('Password', MAX_PASSWORD)),
  );
}

/** The account password policy: at least 8 characters with a letter and a digit. */
export function isStrongPassword(value: string): boolean {
  return value.length >= MIN_PASSWORD && /\p{L}/u.test(value) && /\d/.test(value);
}

/** An e-mail address, stored and compared lowercased. The invalid message differs per form. */
export function emailField(notValid: string = MESSAGES.emailNotValid) {
  return requiredText(MESSAGES.emailRequired, MAX_EMAIL, 'Email')
    .pipe(z.string().email(notValid))
    .transform((email) => email.toLowerCase());
}

/** Sign-up's full name. */
export const personNameField = requiredText(MESSAGES.nameRequired, MAX_NAME, 'Name').pipe(
  z.string().regex(NAME_PATTERN, MESSAGES.nameNotValid),
);

/** Welcome's first and last name: required, any text. */
export const requiredNameField = requiredText(MESSAGES.nameRequired, MAX_NAME, 'Name');

/** Sign-up's password: required, then the account policy ('Password not valid!'). */
export const signupPasswordField = requiredPassword(MESSAGES.passwordRequired).pipe(
  z.string().refine(isStrongPassword, MESSAGES.passwordNotValid),
);

/** Reset password: required, at least 8 characters (its own message), then the account policy. */
export const resetPasswordField = requiredPassword(MESSAGES.passwordRequired).pipe(
  z
    .string()
    .min(MIN_PASSWORD, MESSAGES.passwordTooShort)
    .refine(isStrongPassword, MESSAGES.passwordNotValid),
);

/**
 * Change password's new password: the rules give no length rule here; the account policy still applies,
 * so no form can set a password sign-up would refuse (docs/decisions/2026-11-22-change-password-policy.md).
 */
export const changeNewPasswordField = requiredPassword(MESSAGES.newPasswordRequired).pipe(
  z.string().refine(isStrongPassword, MESSAGES.passwordNotValid),
);

/** Change password's old password: only compared with the stored hash. */
export const oldPasswordField = requiredPassword(MESSAGES.oldPasswordRequired);

/** An existing password (login, delete account): only compared with the stored hash. */
export function currentPasswordField(message: string = MESSAGES.passwordRequired) {
  return requiredPassword(message);
}

/** The confirm field of a password form: required only to match. */
export const confirmPasswordField = z.preprocess(
  emptyToUndefined,
  z.string({ required_error: MESSAGES.confirmPasswordMismatch, invalid_type_error: MESSAGES.confirmPasswordMismatch }),
);

/** Attach to a form with `password` and `confirmPassword`: the confirmation must equal the password. */
export function confirmationMatches(form: { password?: unknown; confirmPassword?: unknown }): boolean {
  return form.confirmPassword === form.password;
}
export const confirmationIssue = { path: ['confirmPassword'], message: MESSAGES.confirmPasswordMismatch };
