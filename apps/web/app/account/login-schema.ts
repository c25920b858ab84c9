import { z } from 'zod';

/** The LOGIN form (spec section 5). */
export const loginSchema = z.object({
  email: z.string({ required_error: 'Email is required!' }).trim().toLowerCase(),
  password: z.string({ required_error: 'Password is required!' }),
});

/** The summary the spec shows when an invalid login form is submitted. */
export function loginSummary(missing: { email: boolean; password: boolean }): string {
  if (missing.email && missing.password) return 'Please fill required field!';
  return missing.email ? 'Please write your email!' : 'Please write your password!';
}
