import { z } from 'zod';
import { PLAN_MESSAGES, PLAN_INTERVALS } from '@tate/contracts';
import { requiredString } from '../http/validation';

/** 'Please selet any plan' is the spec's server message (spelt so). */
export const paidPlanField = z.enum(PLAN_INTERVALS, { errorMap: () => ({ message: PLAN_MESSAGES.planRequiredServer }) });

export const termsField = z.literal(true, {
  errorMap: () => ({ message: 'Please accept the terms and conditions (check must be true)' }),
});

export const couponCodeField = requiredString('Coupon code is required!', 64);

/** Fields the apps send that the server does not trust or need (it computes the expiry itself). */
export const ignoredClientFields = {
  deviceType: z.string().max(32, 'deviceType must be at most 32 characters').optional(),
  deviceToken: z.string().max(512, 'deviceToken must be at most 512 characters').optional(),
  expiryDate: z.union([z.string().max(64, 'expiryDate must be at most 64 characters'), z.number(), z.null()]).optional(),
};
