import { z } from 'zod';
import { PLAN_MESSAGES } from './messages';
import { PLAN_INTERVALS } from './plans';

/** What a family picks when it signs up or renews: a paid plan, or the plush toy's coupon. */
export const PLAN_CHOICES = [...PLAN_INTERVALS, 'coupon'] as const;
export type PlanChoice = (typeof PLAN_CHOICES)[number];

export const planChoiceField = z.enum(PLAN_CHOICES, {
  required_error: PLAN_MESSAGES.planRequired,
  invalid_type_error: PLAN_MESSAGES.planRequired,
});

/** The coupon code as typed beside the plan choice (checked against the plan by `planChoiceChecks`). */
export const couponCodeInput = z.string().trim().max(64).optional();

/**
 * The plan choice's rule across its two fields: the coupon plan needs a code, and a code needs the coupon plan, so
 * nothing typed is silently ignored. Kept apart from the fields so it runs even when another field is invalid.
 */
export const planChoiceChecks = z
  .object({ plan: z.string().optional(), couponCode: z.string().optional() })
  .refine((form) => form.plan !== 'coupon' || Boolean(form.couponCode?.trim()), {
    path: ['couponCode'],
    message: PLAN_MESSAGES.couponRequired,
  })
  .refine((form) => !form.plan || form.plan === 'coupon' || !form.couponCode?.trim(), {
    path: ['couponCode'],
    message: PLAN_MESSAGES.couponNeedsCouponPlan,
  });

export function isPlanChoice(value: unknown): value is PlanChoice {
  return typeof value === 'string' && (PLAN_CHOICES as readonly string[]).includes(value);
}
