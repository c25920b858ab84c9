import { z } from 'zod';
import { currentPasswordField, parentPinField } from '@tate/contracts';

/** What opens the parent gate: the parent PIN when the parent has one, else (as before PINs) the account password. */
export const gateAnswerInput = z
  .object({ pin: z.string().trim().max(32).optional(), password: z.string().max(200).optional() })
  .passthrough();

/** Setting the parent PIN: the account password proves the parent, then the new PIN. */
export const setPinInput = z.object({ password: currentPasswordField(), pin: parentPinField });
