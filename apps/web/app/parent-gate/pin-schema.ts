import { PARENT_GATE_MESSAGES, currentPasswordField, parentPinField } from '@tate/contracts';
import { z } from 'zod';

/** Setting the parent PIN: the account password proves the parent; the PIN twice (the rule both apps share). */
export const setPinSchema = z
  .object({
    password: currentPasswordField(),
    pin: parentPinField,
    confirmPin: z.string({ required_error: PARENT_GATE_MESSAGES.parentPinMismatch }).trim(),
  })
  .refine((value) => value.pin === value.confirmPin, { path: ['confirmPin'], message: PARENT_GATE_MESSAGES.parentPinMismatch });
