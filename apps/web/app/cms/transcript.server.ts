import { z } from 'zod';
import type { Transcript } from '@tate/contracts';

/** One timed line of a transcript as the CMS sends it: seconds from the start, and the words. */
const cueSchema = z
  .object({ start: z.number().finite().min(0), end: z.number().finite().min(0), text: z.string().min(1).max(2_000) })
  .refine((cue) => cue.end > cue.start, 'A line must end after it starts');

/**
 * A meditation's transcript in the CMS's one-media answer (`transcript`): its language and timed lines, in order.
 * A transcript that breaks these rules is dropped (the player and the page show none) rather than shown wrong.
 */
export const transcriptSchema: z.ZodType<Transcript, z.ZodTypeDef, unknown> = z.object({
  language: z.literal('en'),
  cues: z.array(cueSchema).min(1).max(5_000),
});
