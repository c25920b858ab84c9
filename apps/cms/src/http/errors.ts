import { ZodError } from 'zod';

/**
 * An expected failure of a custom endpoint, thrown by its service or controller (or the global::is-parent policy):
 * the envelope-errors middleware answers it as the envelope with this code and message, a bad field named in
 * response_data.field, a stable reason (the partner embed's refusal codes, @tate/contracts) in response_data.code.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly field?: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string): ApiError => new ApiError(404, `${what} not found`);

/** An expected failure as the envelope answers it: its code, its message, and the bad field or stable reason. */
export type Refusal = { code: number; message: string; data?: { field?: string; code?: string } };

/**
 * The envelope's reading of an error: an ApiError its code and message (a bad field in `field`, a stable reason in
 * `code`), a ZodError 400 with its first issue's message and path (`body` for the body itself); null for anything
 * else (not an expected failure).
 */
export function refusalOf(error: unknown): Refusal | null {
  if (error instanceof ApiError) {
    const data = { ...(error.field ? { field: error.field } : {}), ...(error.reason ? { code: error.reason } : {}) };
    return { code: error.code, message: error.message, ...(Object.keys(data).length > 0 ? { data } : {}) };
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return { code: 400, message: issue.message, data: { field: issue.path.join('.') || 'body' } };
  }
  return null;
}
