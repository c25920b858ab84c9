import { z } from 'zod';
import type { CmsClient, CmsEnvelope } from './client.server';
import { CmsError } from './errors.server';
import { PLAN_INTERVALS, type PlanInterval } from '@tate/contracts';

/** What a CMS account call answered: its code and message, and `data` parsed when the code is 200. */
export type CmsAnswer<T> = { code: number; message: string; data: T | null };

export const userDetailsSchema = z.object({
  _id: z.union([z.number(), z.string()]),
  name: z.string().nullable(),
  email: z.string(),
  is_subscribe: z.string().nullable(),
  subscriptionPlan: z.string().nullable(),
  expiryDate: z.string().nullable(),
});

export type UserDetails = z.infer<typeof userDetailsSchema>;

const loginDataSchema = userDetailsSchema.extend({ authToken: z.string().min(1) });
const addressSchema = z.string().url();
const couponSchema = z.object({ plan: z.enum([...PLAN_INTERVALS, 'unlimited'] as const), expiryDate: z.string().nullable() });

export function parseData<T extends z.ZodTypeAny>(path: string, envelope: CmsEnvelope, schema: T): CmsAnswer<z.infer<T>> {
  const answer = { code: envelope.response_code, message: envelope.response_message };
  if (envelope.response_code !== 200) return { ...answer, data: null };
  const parsed = schema.safeParse(envelope.response_data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new CmsError(`The content service sent an unexpected shape for /api/${path}: ${problems.join('; ')}`, 'invalid');
  }
  return { ...answer, data: parsed.data };
}

export function codeOnly(envelope: CmsEnvelope): CmsAnswer<null> {
  return { code: envelope.response_code, message: envelope.response_message, data: null };
}

const DEVICE = { deviceType: 'WEB' } as const;

export type SignUp = { name: string; email: string; password: string };

/** `headers`: the browser's device proof, when it has signed in to this account before (account/device-cookie.server.ts). */
export async function login(cms: CmsClient, email: string, password: string, headers: Record<string, string> = {}) {
  const envelope = await cms.postEnvelope('login', { email, password, check: false, ...DEVICE }, { headers });
  return parseData('login', envelope, loginDataSchema);
}

export async function logout(cms: CmsClient, token: string) {
  return codeOnly(await cms.postEnvelope('logout', {}, { token }));
}

/** 200 active, 201 expired, 401 the token no longer works. */
export async function checkSubscription(cms: CmsClient, token: string) {
  return codeOnly(await cms.postEnvelope('checkSubscription', {}, { token }));
}

const accountDetailSchema = userDetailsSchema.extend({ billingPortal: z.boolean().default(false) });

export async function getDetail(cms: CmsClient, token: string) {
  return parseData('getDetail', await cms.postEnvelope('getDetail', {}, { token }), accountDetailSchema);
}

export async function checkUser(cms: CmsClient, email: string) {
  return codeOnly(await cms.postEnvelope('check-user', { email }));
}

/** Paid sign-up: `data` is the address where the parent pays. */
export async function register(cms: CmsClient, signUp: SignUp & { plan: PlanInterval }) {
  const envelope = await cms.postEnvelope('register', { ...signUp, check: true, ...DEVICE });
  return parseData('register', envelope, addressSchema);
}

export async function verifyCoupon(cms: CmsClient, couponCode: string) {
  return parseData('couponverify', await cms.postEnvelope('couponverify', { couponCode }), couponSchema);
}

export async function signUpByCoupon(cms: CmsClient, signUp: SignUp & { couponCode: string }) {
  const envelope = await cms.postEnvelope('signupByCoupon', { ...signUp, check: true, ...DEVICE });
  return parseData('signupByCoupon', envelope, userDetailsSchema);
}

export async function forgotPassword(cms: CmsClient, email: string, headers: Record<string, string> = {}) {
  return codeOnly(await cms.postEnvelope('forgot-password', { email }, { headers }));
}

/** Whether an e-mailed reset link still works (200), or the CMS's reason it does not. */
export async function checkResetLink(cms: CmsClient, token: string) {
  return codeOnly(await cms.postEnvelope('reset-password/check', { token }));
}

export async function resetPassword(cms: CmsClient, token: string, password: string) {
  return codeOnly(await cms.postEnvelope('reset-password', { token, password }));
}

export async function changePassword(cms: CmsClient, token: string, oldpassword: string, newpassword: string) {
  return codeOnly(await cms.postEnvelope('changePassword', { oldpassword, newpassword }, { token }));
}

export async function deleteAccount(cms: CmsClient, token: string, email: string, password: string) {
  return codeOnly(await cms.postEnvelope('account/delete', { email, password }, { token }));
}

export async function cancelSubscription(cms: CmsClient, token: string) {
  return parseData('cancelSubscription', await cms.postEnvelope('cancelSubscription', {}, { token }), userDetailsSchema);
}
