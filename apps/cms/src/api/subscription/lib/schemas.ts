import { z } from 'zod';
import { emailField, PLAN_MESSAGES } from '@tate/contracts';
import { couponCodeField, ignoredClientFields, paidPlanField, termsField } from '../../../accounts/fields';

export const cancelBody = z.object({
  userId: z.union([z.string().max(64, 'userId must be at most 64 characters'), z.number().int('userId must be an integer')]).optional(),
});

export const renewalBody = z.object({
  email: emailField(),
  plan: paidPlanField,
  check: termsField,
  planId: z.string().max(255, 'planId must be at most 255 characters').optional(),
  ...ignoredClientFields,
});

export const renewalByCouponBody = z.object({
  email: emailField(),
  couponCode: couponCodeField,
  check: termsField,
  plan: z.enum(['month', 'year', 'unlimited'], { errorMap: () => ({ message: PLAN_MESSAGES.planRequiredServer }) }).optional(),
  ...ignoredClientFields,
});

/** GET /renewal-checkout?link=…: the link travels in the query, which the request log leaves out (it holds an e-mail). */
export const renewalCheckoutQuery = z.object({
  link: z.string({ required_error: 'link is required', invalid_type_error: 'link is required' }).min(1, 'link is required').max(4096, 'link is too long'),
});
