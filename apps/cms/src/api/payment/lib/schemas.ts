import { z } from 'zod';
import { requiredString } from '../../../http/validation';

export const paymentBody = z.object({
  token: requiredString('token is required', 255),
  amount: z
    .number({ required_error: 'amount is required', invalid_type_error: 'amount must be a number of cents' })
    .int('amount must be a whole number of cents')
    .positive('amount must be positive')
    .max(10_000_000, 'amount is too large'),
  planId: requiredString('Please selet any plan', 255),
});

export const registerPaymentBody = z.object({
  // A Stripe session id, or the demo checkout's signed session (demoSessionParam).
  sessionId: requiredString('sessionId is required', 2048),
});

export const demoSessionParam = z.string().min(1).max(2048);
