import { z } from 'zod';
import { requiredString } from './validation';

export const PASSWORD_TOO_LONG = 'Password must be at most 72 characters (fewer with accents or emoji)';

export const PASSWORD_RULE = 'Password not valid! Use at least 8 characters with at least one letter and one digit';

/** E-mails are stored and compared lowercased. */
export const emailField = requiredString('Email is required!', 254)
  .pipe(z.string().email('Email not valid!'))
  .transform((email) => email.toLowerCase());

/** Letters (any script), spaces, hyphens and apostrophes. */
export const nameField = requiredString('Name is required!', 100).pipe(
  z.string().regex(/^[\p{L}][\p{L} '’-]*$/u, 'Name not valid!'),
);

export const newPasswordField = z
  .string({ required_error: 'Password is required!', invalid_type_error: 'Password is required!' })
  .min(1, 'Password is required!')
  // bcrypt reads only the first 72 bytes: a longer password would be silently cut, so it is refused.
  .refine((value) => Buffer.byteLength(value, 'utf8') <= 72, PASSWORD_TOO_LONG)
  .refine((value) => value.length >= 8 && /\p{L}/u.test(value) && /\d/.test(value), PASSWORD_RULE);

/**
 * An existing password is only checked against its hash: any non-empty string bcrypt reads whole (72 bytes),
 * so a longer one cannot pass by matching only its first 72 bytes.
 */
export const currentPasswordField = z
  .string({ required_error: 'Password is required!', invalid_type_error: 'Password is required!' })
  .min(1, 'Password is required!')
  .refine((value) => Buffer.byteLength(value, 'utf8') <= 72, PASSWORD_TOO_LONG);

/** 'Please selet any plan' is the spec's server message (spelt so). */
export const paidPlanField = z.enum(['month', 'year'], { errorMap: () => ({ message: 'Please selet any plan' }) });

export const termsField = z.literal(true, {
  errorMap: () => ({ message: 'Please accept the terms and conditions (check must be true)' }),
});

export const couponCodeField = requiredString('Coupon code is required!', 64);

/** Fields the apps send that the server does not trust or need (it computes the expiry itself). */
export const ignoredClientFields = {
  deviceType: z.string().max(32, 'deviceType must be at most 32 characters').optional(),
  deviceToken: z.string().max(512, 'deviceToken must be at most 512 characters').optional(),
  expiryDate: z.union([z.string().max(64, 'expiryDate must be at most 64 characters'), z.number(), z.null()]).optional(),
};
