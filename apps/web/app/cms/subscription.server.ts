import { z } from 'zod';
import { planStateSchema } from './account.server';
import type { CmsClient } from './client.server';
import { answerOf, outcomeOf } from './envelope.server';
import { PLAN_INTERVALS, type PlanInterval } from '@tate/contracts';

const planSchema = z.object({
  name: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  price: z.number(),
  currency: z.string(),
});

export type Plan = z.infer<typeof planSchema>;

const DEVICE = { deviceType: 'WEB' } as const;

/** The 1 Month and 1 Year plans with their prices, from the CMS's plan records. */
export async function fetchPlans(cms: CmsClient) {
  return answerOf('prices', await cms.sendEnvelope('GET', 'prices'), z.array(planSchema));
}

/** 200 when an account exists for the e-mail (the renewal form's user check). */
export async function subscribedUserCheck(cms: CmsClient, email: string) {
  return outcomeOf(await cms.postEnvelope('subscribedUserCheck', { email }));
}

/** Renewal by payment: `data` is the address where the parent pays. */
export async function renewSubscription(cms: CmsClient, email: string, plan: PlanInterval) {
  const envelope = await cms.postEnvelope('renewalSubscription', { email, plan, check: true, planId: plan, ...DEVICE });
  return answerOf('renewalSubscription', envelope, z.string().url());
}

/** Renewal by coupon: the CMS tells an anonymous caller only whether it worked. */
export async function renewByCoupon(cms: CmsClient, email: string, couponCode: string, plan: PlanInterval | 'unlimited') {
  return outcomeOf(await cms.postEnvelope('renewalByCoupon', { email, couponCode, plan, check: true, ...DEVICE }));
}

/** The browser's return from Stripe Checkout: applies the session once (a replay changes nothing) and says the plan bought. */
export async function confirmCheckout(cms: CmsClient, sessionId: string) {
  return answerOf('registerPayment', await cms.postEnvelope('registerPayment', { sessionId }), planStateSchema);
}

/** A Stripe Customer Portal address for the card and invoices (503 without Stripe). */
export async function billingPortal(cms: CmsClient, token: string) {
  return answerOf('billing-portal', await cms.postEnvelope('billing-portal', {}, { token }), z.string().url());
}
