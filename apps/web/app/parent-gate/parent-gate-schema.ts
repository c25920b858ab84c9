import { ACCOUNT_MESSAGES, PARENT_GATE_MESSAGES } from '@tate/contracts';
import { z } from 'zod';

/** What the parent gate opens: quiet hours for tonight, 15 more minutes today, or this device back from child mode. */
export const PARENT_GATE_INTENTS = ['unlock', 'extend', 'leave'] as const;
export type ParentGateIntent = (typeof PARENT_GATE_INTENTS)[number];

/** What the gate asks this parent for (the CMS's bedtime view says): the parent PIN once set, else the password. */
export type GateAsks = 'pin' | 'password';

/**
 * The parent gate that opens `intents` (each page's action takes only its own doors): the parent PIN, or the account
 * password for a parent without one (the form says which it asks in `asks`). Only its presence is checked here; the
 * CMS judges it, and slows a guessing device down.
 */
export function parentGateSchemaFor<Intents extends readonly [ParentGateIntent, ...ParentGateIntent[]]>(intents: Intents) {
  return z
    .object({
      intent: z.enum(intents),
      asks: z.enum(['pin', 'password']),
      pin: z.string().trim().max(32).optional(),
      password: z.string().max(200).optional(),
    })
    .superRefine((answer, context) => {
      if (answer.asks === 'pin' && !answer.pin) context.addIssue({ code: 'custom', path: ['pin'], message: PARENT_GATE_MESSAGES.parentGatePinRequired });
      if (answer.asks === 'password' && !answer.password) context.addIssue({ code: 'custom', path: ['password'], message: ACCOUNT_MESSAGES.passwordRequired });
    });
}

/** The gate as the browser checks it, whichever door it opens. */
export const parentGateSchema = parentGateSchemaFor(PARENT_GATE_INTENTS);
