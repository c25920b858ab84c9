import { z } from 'zod';
import { requiredString } from './validation';
import {
  couponCodeField,
  currentPasswordField,
  emailField,
  ignoredClientFields,
  nameField,
  newPasswordField,
  paidPlanField,
  PASSWORD_TOO_LONG,
  termsField,
} from './fields';

export const emailOnly = z.object({ email: emailField });

const signUpFields = {
  name: nameField,
  email: emailField,
  password: newPasswordField,
  check: termsField,
  ...ignoredClientFields,
};

export const registerBody = z.object({
  ...signUpFields,
  plan: paidPlanField,
  planId: z.string().max(255, 'planId must be at most 255 characters').optional(),
});

export const signupByCouponBody = z.object({
  ...signUpFields,
  couponCode: couponCodeField,
  plan: z.enum(['month', 'year', 'unlimited'], { errorMap: () => ({ message: 'Please selet any plan' }) }).optional(),
});

export const loginBody = z.object({
  email: emailField,
  password: currentPasswordField,
  check: z.boolean({ invalid_type_error: 'check must be true or false' }).optional(),
  ...ignoredClientFields,
});

export const resetPasswordBody = z.object({
  token: requiredString('token is required', 128),
  password: newPasswordField,
});

export const changePasswordBody = z.object({
  oldpassword: z
    .string({ required_error: 'Old Password is required!', invalid_type_error: 'Old Password is required!' })
    .min(1, 'Old Password is required!')
    .refine((value) => Buffer.byteLength(value, 'utf8') <= 72, PASSWORD_TOO_LONG),
  newpassword: newPasswordField,
});

export const deleteAccountBody = z.object({ email: emailField, password: currentPasswordField });

export const tokenInBody = z.object({
  authtoken: z.string({ invalid_type_error: 'authtoken must be a string' }).max(2048, 'authtoken is too long').optional(),
});
