import { currentPasswordField } from '@tate/contracts';
import { z } from 'zod';

/** What the parent gate opens: quiet hours for tonight, or 15 more minutes today. */
export const PARENT_GATE_INTENTS = ['unlock', 'extend'] as const;
export type ParentGateIntent = (typeof PARENT_GATE_INTENTS)[number];

/** The parent gate on a child's library: the parent's own password, asked again (the CMS checks it). */
export const parentGateSchema = z.object({
  intent: z.enum(PARENT_GATE_INTENTS),
  password: currentPasswordField(),
});
