import { z } from 'zod';

export const NAME_PATTERN = /^[\p{L}][\p{L} '’-]*$/u;
export const TERMS_MESSAGE = 'Please accept the Terms & Conditions!';

/** The CMS's password rule: at least 8 characters with a letter and a digit. */
export function isValidPassword(value: string): boolean {
  return value.length >= 8 && /\p{L}/u.test(value) && /\d/.test(value);
}

const fields = z.object({
  name: z.string({ required_error: 'Name is required!' }).trim().max(100, 'Name not valid!').regex(NAME_PATTERN, 'Name not valid!'),
  email: z.string({ required_error: 'Email is required!' }).trim().toLowerCase().email('Email not valid!'),
  password: z
    .string({ required_error: 'Password is required!' })
    .max(128, 'Password not valid!')
    .refine(isValidPassword, 'Password not valid! Use at least 8 characters with a letter and a digit'),
  confirmPassword: z.string({ required_error: 'Confirm Password does not match!' }),
  plan: z.enum(['month', 'year', 'coupon'], {
    required_error: 'Please select any plan!',
    invalid_type_error: 'Please select any plan!',
  }),
  couponCode: z.string().trim().max(64).optional(),
  check: z.boolean({ required_error: TERMS_MESSAGE }).refine((value) => value, TERMS_MESSAGE),
});

/** Checks across fields, kept apart so they run even when another field is invalid. */
const crossChecks = z
  .object({ password: z.string().optional(), confirmPassword: z.string().optional(), plan: z.string().optional(), couponCode: z.string().optional() })
  .refine((form) => !form.password || form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: 'Confirm Password does not match!',
  })
  .refine((form) => form.plan !== 'coupon' || Boolean(form.couponCode?.trim()), {
    path: ['couponCode'],
    message: 'Coupon code is required!',
  });

/** The SIGN UP form (spec section 5); the coupon plan needs a code. */
export const signupSchema = fields.and(crossChecks);

export type SignupForm = z.infer<typeof signupSchema>;
