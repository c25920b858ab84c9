import { z } from 'zod';
import { requiredString } from '../../../http/validation';
import {
  changeNewPasswordField,
  PLAN_MESSAGES,
  currentPasswordField,
  emailField,
  oldPasswordField,
  personNameField,
  resetPasswordField,
  signupPasswordField,
  PLAN_INTERVALS,
} from '@tate/contracts';
import { couponCodeField, ignoredClientFields, paidPlanField, termsField } from '../../../accounts/fields';
import { DEVICE_NAME_MAX } from '../../../accounts/device-name';

export const emailOnly = z.object({ email: emailField() });

const signUpFields = {
  name: personNameField,
  email: emailField(),
  password: signupPasswordField,
  check: termsField,
  /** The privacy notice version the parent read and agreed to; apps older than the notice do not send it. */
  privacyNoticeVersion: z.string().trim().min(1).max(64, 'privacyNoticeVersion must be at most 64 characters').optional(),
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
  plan: z.enum([...PLAN_INTERVALS, 'unlimited'] as const, { errorMap: () => ({ message: PLAN_MESSAGES.planRequiredServer }) }).optional(),
});

export const loginBody = z.object({
  email: emailField(),
  password: currentPasswordField(),
  check: z.boolean({ invalid_type_error: 'check must be true or false' }).optional(),
  /** The name the account's devices list shows for this sign-in (additive: apps that do not send it get one from deviceType). */
  deviceName: z
    .string({ invalid_type_error: 'deviceName must be text' })
    .trim()
    .max(DEVICE_NAME_MAX, `deviceName must be at most ${DEVICE_NAME_MAX} characters`)
    .optional()
    .transform((name) => name || undefined),
  /** The known-device token the device's last login answer gave it (the rate limits read it: src/middlewares/rate-limit.ts). */
  knownDeviceToken: z.string({ invalid_type_error: 'knownDeviceToken must be text' }).max(128, 'knownDeviceToken must be at most 128 characters').optional(),
  ...ignoredClientFields,
});

export const resetPasswordBody = z.object({
  token: requiredString('token is required', 128),
  password: resetPasswordField,
});

/** The web page of a reset link asks whether the link still works before it shows the form. */
export const resetLinkBody = z.object({ token: requiredString('token is required', 128) });

export const changePasswordBody = z.object({
  oldpassword: oldPasswordField,
  newpassword: changeNewPasswordField,
});
