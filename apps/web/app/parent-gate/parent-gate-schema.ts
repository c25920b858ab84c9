import { MESSAGES } from '@tate/contracts';
import { z } from 'zod';

/** What the parent gate opens: quiet hours for tonight, or 15 more minutes today. */
export const PARENT_GATE_INTENTS = ['unlock', 'extend'] as const;
export type ParentGateIntent = (typeof PARENT_GATE_INTENTS)[number];

/** What the gate asks this parent for (the CMS's bedtime view says): the parent PIN once set, else the password. */
export type GateAsks = 'pin' | 'password';

/**
 * The parent gate: the parent PIN, or the account password for a parent without one (the form says which it asks in
 * `asks`). Only its presence is checked here; the CMS judges it, and slows a guessing device down.
 */
export const parentGateSchema = z
  .object({
    intent: z.enum(PARENT_GATE_INTENTS),
    asks: z.enum(['pin', 'password']),
    pin: z.string().trim().max(32).optional(),
    password: z.string().max(200).optional(),
  })
  .superRefine((answer, context) => {
    if (answer.asks === 'pin' && !answer.pin) context.addIssue({ code: 'custom', path: ['pin'], message: MESSAGES.parentGatePinRequired });
    if (answer.asks === 'password' && !answer.password) context.addIssue({ code: 'custom', path: ['password'], message: MESSAGES.passwordRequired });
  });
