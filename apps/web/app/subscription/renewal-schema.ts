import { couponCodeInput, emailField, ACCOUNT_MESSAGES, planChoiceChecks, planChoiceField } from '@tate/contracts';
import { z } from 'zod';

const fields = z.object({
  email: emailField(),
  plan: planChoiceField,
  couponCode: couponCodeInput,
  check: z.boolean({ required_error: ACCOUNT_MESSAGES.termsRequired }).refine((value) => value, ACCOUNT_MESSAGES.termsRequired),
});

/** The renewal form (spec section 2): e-mail, plan or coupon (the contracts' plan choice rule), terms. */
export const renewalSchema = fields.and(planChoiceChecks);

export type RenewalForm = z.infer<typeof renewalSchema>;
