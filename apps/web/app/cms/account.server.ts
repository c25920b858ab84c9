import { z } from 'zod';
import type { CmsClient } from './client.server';
import { answerOf, dataWithCodeOf, outcomeOf } from './envelope.server';
import { PLAN_INTERVALS, type PlanInterval } from '@tate/contracts';

export const userDetailsSchema = z.object({
  _id: z.union([z.number(), z.string()]),
  name: z.string().nullable(),
  email: z.string(),
  is_subscribe: z.string().nullable(),
  subscriptionPlan: z.string().nullable(),
  expiryDate: z.string().nullable(),
});

export type UserDetails = z.infer<typeof userDetailsSchema>;

/** A plan's state, without anything that names the account. */
export const planStateSchema = userDetailsSchema.pick({ is_subscribe: true, subscriptionPlan: true, expiryDate: true });

const loginDataSchema = userDetailsSchema.extend({ authToken: z.string().min(1) });
const addressSchema = z.string().url();
const couponSchema = z.object({ plan: z.enum([...PLAN_INTERVALS, 'unlimited'] as const), expiryDate: z.string().nullable() });

const DEVICE = { deviceType: 'WEB' } as const;

/** privacyNoticeVersion: the notice the sign-up page linked to, which the parent agreed to. */
export type SignUp = { name: string; email: string; password: string; privacyNoticeVersion?: string };

/**
 * `deviceName`: what the account's devices list calls this browser (account/device-name.ts). `headers`: the browser's
 * device proof, when it has signed in to this account before (account/device-cookie.server.ts).
 * An expired plan's 201 carries the plan's state (`expiredPlan`): is_subscribe 'none' never paid.
 */
export async function login(cms: CmsClient, email: string, password: string, deviceName: string, headers: Record<string, string> = {}) {
  const envelope = await cms.postEnvelope('login', { email, password, check: false, deviceName, ...DEVICE }, { headers });
  const expiredPlan = dataWithCodeOf('login', envelope, 201, planStateSchema);
  return { ...answerOf('login', envelope, loginDataSchema), expiredPlan };
}

export async function logout(cms: CmsClient, token: string) {
  return outcomeOf(await cms.postEnvelope('logout', {}, { token }));
}

/** 200 active, 201 expired, 401 the token no longer works. */
export async function checkSubscription(cms: CmsClient, token: string) {
  return outcomeOf(await cms.postEnvelope('checkSubscription', {}, { token }));
}

const accountDetailSchema = userDetailsSchema.extend({ billingPortal: z.boolean().default(false) });

export async function getDetail(cms: CmsClient, token: string) {
  return answerOf('getDetail', await cms.postEnvelope('getDetail', {}, { token }), accountDetailSchema);
}

export async function checkUser(cms: CmsClient, email: string) {
  return outcomeOf(await cms.postEnvelope('check-user', { email }));
}

/** Paid sign-up: `data` is the address where the parent pays. */
export async function register(cms: CmsClient, signUp: SignUp & { plan: PlanInterval }) {
  const envelope = await cms.postEnvelope('register', { ...signUp, check: true, ...DEVICE });
  return answerOf('register', envelope, addressSchema);
}

export async function verifyCoupon(cms: CmsClient, couponCode: string) {
  return answerOf('couponverify', await cms.postEnvelope('couponverify', { couponCode }), couponSchema);
}

export async function signUpByCoupon(cms: CmsClient, signUp: SignUp & { couponCode: string }) {
  const envelope = await cms.postEnvelope('signupByCoupon', { ...signUp, check: true, ...DEVICE });
  return answerOf('signupByCoupon', envelope, userDetailsSchema);
}

export async function forgotPassword(cms: CmsClient, email: string, headers: Record<string, string> = {}) {
  return outcomeOf(await cms.postEnvelope('forgot-password', { email }, { headers }));
}

/** Whether an e-mailed reset link still works (200), or the CMS's reason it does not. */
export async function checkResetLink(cms: CmsClient, token: string) {
  return outcomeOf(await cms.postEnvelope('reset-password/check', { token }));
}

export async function resetPassword(cms: CmsClient, token: string, password: string) {
  return outcomeOf(await cms.postEnvelope('reset-password', { token, password }));
}

export async function changePassword(cms: CmsClient, token: string, oldpassword: string, newpassword: string) {
  return outcomeOf(await cms.postEnvelope('changePassword', { oldpassword, newpassword }, { token }));
}

export async function cancelSubscription(cms: CmsClient, token: string) {
  return answerOf('cancelSubscription', await cms.postEnvelope('cancelSubscription', {}, { token }), userDetailsSchema);
}
