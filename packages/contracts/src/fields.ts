import { z } from 'zod';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES, PARENT_GATE_MESSAGES } from './messages';

export const MAX_NAME = 100;
export const MAX_EMAIL = 254;
export const MAX_PASSWORD = 128;
export const MIN_PASSWORD = 8;
/** bcrypt hashes only the first 72 bytes of a password. */
export const MAX_PASSWORD_BYTES = 72;

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
      .max(max, FIELD_MESSAGES.tooLong(label, max)),
  );
}

/** The number of bytes a string takes in UTF-8 (what bcrypt reads). */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (const character of value) {
    const codePoint = character.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A required password: never trimmed (spaces are part of a password). */
function requiredPassword(message: string) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string({ required_error: message, invalid_type_error: message })
      .min(1, message)
      .max(MAX_PASSWORD, FIELD_MESSAGES.tooLong('Password', MAX_PASSWORD))
      .refine((value) => utf8Length(value) <= MAX_PASSWORD_BYTES, ACCOUNT_MESSAGES.passwordTooLong),
  );
}

/** The account password policy: at least 8 characters with a letter and a digit. */
export function isStrongPassword(value: string): boolean {
  return value.length >= MIN_PASSWORD && /\p{L}/u.test(value) && /\d/.test(value);
}

/** An e-mail address, stored and compared lowercased. The invalid message differs per form. */
export function emailField(notValid: string = ACCOUNT_MESSAGES.emailNotValid) {
  return requiredText(ACCOUNT_MESSAGES.emailRequired, MAX_EMAIL, 'Email')
    .pipe(z.string().email(notValid))
    .transform((email) => email.toLowerCase());
}

/** A person's name (sign-up, welcome): required, letters, spaces, hyphens and apostrophes. */
export const personNameField = requiredText(ACCOUNT_MESSAGES.nameRequired, MAX_NAME, 'Name').pipe(
  z.string().regex(NAME_PATTERN, ACCOUNT_MESSAGES.nameNotValid),
);

/** Sign-up's password: required, then the account policy ('Password not valid!'). */
export const signupPasswordField = requiredPassword(ACCOUNT_MESSAGES.passwordRequired).pipe(
  z.string().refine(isStrongPassword, ACCOUNT_MESSAGES.passwordNotValid),
);

/** Reset password: required, at least 8 characters (its own message), then the account policy. */
export const resetPasswordField = requiredPassword(ACCOUNT_MESSAGES.passwordRequired).pipe(
  z
    .string()
    .min(MIN_PASSWORD, ACCOUNT_MESSAGES.passwordTooShort)
    .refine(isStrongPassword, ACCOUNT_MESSAGES.passwordNotValid),
);

/**
 * Change password's new password: the rules give no length rule here; the account policy still applies,
 * so no form can set a password sign-up would refuse (docs/decisions/2026-11-22-change-password-policy.md).
 */
export const changeNewPasswordField = requiredPassword(ACCOUNT_MESSAGES.newPasswordRequired).pipe(
  z.string().refine(isStrongPassword, ACCOUNT_MESSAGES.passwordNotValid),
);

/** Change password's old password: only compared with the stored hash. */
export const oldPasswordField = requiredPassword(ACCOUNT_MESSAGES.oldPasswordRequired);

/** An existing password (login, delete account): only compared with the stored hash. */
export function currentPasswordField(message: string = ACCOUNT_MESSAGES.passwordRequired) {
  return requiredPassword(message);
}

/** PARENT_PIN_LENGTH: a parent PIN is this many digits (issue 54: a gate a child cannot learn from the login). */
export const PARENT_PIN_LENGTH = { min: 4, max: 6 } as const;

/** The parent PIN: 4 to 6 digits, the same rule on both apps. */
export const parentPinField = z
  .string({ required_error: PARENT_GATE_MESSAGES.parentPinFormat, invalid_type_error: PARENT_GATE_MESSAGES.parentPinFormat })
  .trim()
  .regex(new RegExp(`^\\d{${PARENT_PIN_LENGTH.min},${PARENT_PIN_LENGTH.max}}$`), PARENT_GATE_MESSAGES.parentPinFormat);

/** The confirm field of a password form: required only to match. */
export const confirmPasswordField = z.preprocess(
  emptyToUndefined,
  z.string({ required_error: ACCOUNT_MESSAGES.confirmPasswordMismatch, invalid_type_error: ACCOUNT_MESSAGES.confirmPasswordMismatch }),
);

/** Attach to a form with `password` and `confirmPassword`: the confirmation must equal the password. */
export function confirmationMatches(form: { password?: unknown; confirmPassword?: unknown }): boolean {
  return form.confirmPassword === form.password;
}
export const confirmationIssue = { path: ['confirmPassword'], message: ACCOUNT_MESSAGES.confirmPasswordMismatch };
