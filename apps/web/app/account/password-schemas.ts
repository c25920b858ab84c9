import { z } from 'zod';
import { isValidPassword } from './signup-schema';

export const forgotPasswordSchema = z.object({
  email: z.string({ required_error: 'Email is required!' }).trim().toLowerCase().email('Email is not valid!'),
});

export const resetPasswordSchema = z
  .object({
    token: z.string({ required_error: 'The password reset link is invalid' }).max(128),
    password: z
      .string({ required_error: 'Password is required!' })
      .min(8, 'Password must contain at least 8 characters')
      .max(128, 'Password must be at most 128 characters')
      .refine(isValidPassword, 'Password not valid! Use at least one letter and one digit'),
    confirmPassword: z.string({ required_error: 'Confirm Password does not match!' }),
  })
  .refine((form) => form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: 'Confirm Password does not match!',
  });

export const changePasswordSchema = z.object({
  oldPassword: z.string({ required_error: 'Old Password is required!' }).max(128),
  newPassword: z
    .string({ required_error: 'New Password is required!' })
    .max(128, 'Password must be at most 128 characters')
    .refine(isValidPassword, 'Password not valid! Use at least 8 characters with a letter and a digit'),
});
