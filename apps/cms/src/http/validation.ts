import type { Context } from 'koa';
import { z } from 'zod';
import { reply } from '../utils/envelope';

/**
 * Parses a request body with a Zod schema. On failure it answers a 400 envelope whose message names
 * the first bad field (response_data.field holds its path) and returns null: the caller writes nothing.
 */
export function parseBody<S extends z.ZodTypeAny>(ctx: Context, schema: S): z.infer<S> | null {
  const body: unknown = ctx.request.body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    reply(ctx, 400, 'The request body must be a JSON object', { field: 'body' });
    return null;
  }
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.') || 'body';
  reply(ctx, 400, issue.message, { field });
  return null;
}

/** A required string field with the spec's "is required" message for a missing or empty value. */
export function requiredString(requiredMessage: string, maxLength: number) {
  return z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(maxLength, `${requiredMessage.replace(/ is required!?$/, '')} must be at most ${maxLength} characters`);
}
