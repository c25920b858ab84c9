import type { Envelope } from '@tate/contracts';
import { z } from 'zod';
import { CmsError, parseCmsBody } from './errors.server';

/**
 * The one reader of the CMS's `{ response_code, response_message, response_data? }` envelope: no other module looks
 * at `response_code`. A non-200 code is one of two things, chosen per endpoint:
 * - an answer the page shows (wrong password, coupon invalid, expired plan): `outcomeOf` / `answerOf` give its code
 *   and message;
 * - a failure: `dataOf` (and `foundOf` past a 404 or 400) throws a CmsError of kind 'status' carrying the code
 *   (and, for a 4xx refusal such as a child's quiet hours, the CMS's words), which `loadFromCms` turns into that
 *   refusal's status and words, or the 503 page. A 401 (the token no longer works) is answered by the member guard
 *   (account/guard.server.ts), which sends the parent to sign in.
 */

/** An endpoint's code and message, for the answers a form or page shows. */
export type Outcome = { code: number; message: string };

/** An outcome with `data` parsed when the code is 200 (null otherwise). */
export type CmsAnswer<T> = Outcome & { data: T | null };

function path(of: string): string {
  return `/api/${of.replace(/^\/+/, '')}`;
}

/** `data` (an envelope's `response_data`) read with a schema; an unexpected shape is a CmsError naming the path. */
export function parseEnvelopeData<T extends z.ZodTypeAny>(endpoint: string, data: unknown, schema: T): z.infer<T> {
  return parseCmsBody(path(endpoint), data, schema);
}

export function outcomeOf(envelope: Envelope): Outcome {
  return { code: envelope.response_code, message: envelope.response_message };
}

/** The raw `response_data` of a 200; any other code is a CmsError of kind 'status' with the code. */
export function okDataOf(endpoint: string, envelope: Envelope): unknown {
  if (envelope.response_code !== 200) {
    const code = envelope.response_code;
    const refusal = code >= 400 && code < 500 ? envelope.response_message : undefined;
    throw new CmsError(`The content service answered ${code} for ${path(endpoint)}`, 'status', code, refusal);
  }
  return envelope.response_data;
}

/** The parsed `response_data` of a 200; any other code is a CmsError of kind 'status' with the code. */
export function dataOf<T extends z.ZodTypeAny>(endpoint: string, envelope: Envelope, schema: T): z.infer<T> {
  return parseEnvelopeData(endpoint, okDataOf(endpoint, envelope), schema);
}

/**
 * Like `dataOf`, but a 404 or 400 (missing, or not the parent's: the CMS answers both alike) is null, for the
 * pages that say 'not found'.
 */
export function foundOf<T extends z.ZodTypeAny>(endpoint: string, envelope: Envelope, schema: T): z.infer<T> | null {
  if (envelope.response_code === 404 || envelope.response_code === 400) return null;
  return dataOf(endpoint, envelope, schema);
}

/** The parsed `response_data` of an answer with this code (an expired plan's 201 carries its state); null for any other code. */
export function dataWithCodeOf<T extends z.ZodTypeAny>(endpoint: string, envelope: Envelope, code: number, schema: T): z.infer<T> | null {
  return envelope.response_code === code ? parseEnvelopeData(endpoint, envelope.response_data, schema) : null;
}

/** The `response_data` of a refusal (any code but 200) as sent, for the refusals that name a detail; undefined for a 200. */
export function refusalDataOf(envelope: Envelope): unknown {
  return envelope.response_code === 200 ? undefined : envelope.response_data;
}

const refusedFieldSchema = z.object({ field: z.string() });

/** The field a refusal names in `response_data.field` (e.g. `routine`), the form field its message belongs to; else null. */
export function refusedFieldOf(envelope: Envelope): string | null {
  const refused = refusedFieldSchema.safeParse(refusalDataOf(envelope));
  return refused.success ? refused.data.field : null;
}

/** The outcome, with the data of a 200 parsed: for endpoints whose refusals are answers a form shows. */
export function answerOf<T extends z.ZodTypeAny>(endpoint: string, envelope: Envelope, schema: T): CmsAnswer<z.infer<T>> {
  const outcome = outcomeOf(envelope);
  return { ...outcome, data: outcome.code === 200 ? dataOf(endpoint, envelope, schema) : null };
}
