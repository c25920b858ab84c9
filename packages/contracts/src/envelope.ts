import { z } from 'zod';

/** The body every custom CMS endpoint answers with (product rules, "The mobile API"; CONTRACTS.md). */
export type Envelope<T = unknown> = {
  response_code: number;
  response_message: string;
  response_data?: T;
};

/** Reads an envelope from an answer; `response_data` is read afterwards with the endpoint's own schema. */
export const envelopeSchema = z.object({
  response_code: z.number().int(),
  response_message: z.string(),
  response_data: z.unknown().optional(),
}) satisfies z.ZodType<Envelope>;
