import type { z } from 'zod';

/** A refused answer's stable code (`response_data.code` of its envelope) and Retry-After seconds, when it says them. */
export type CmsRefusalDetails = { code?: string; retryAfter?: number };

/** Raised when the CMS cannot be reached or answers in a way the web app cannot use. */
export class CmsError extends Error {
  constructor(
    message: string,
    readonly kind: 'unreachable' | 'status' | 'invalid',
    readonly status?: number,
    /** The CMS's own words when it refused the request (a 4xx answer): what the visitor is told. */
    readonly refusal?: string,
    /** What a refusal's answer says besides its status: the envelope's `response_data.code` and the Retry-After seconds. */
    readonly details: CmsRefusalDetails = {},
  ) {
    super(message);
    this.name = 'CmsError';
  }
}

/** `body` read with `schema`; an unexpected shape is a CmsError naming the CMS path and its first problems. */
export function parseCmsBody<T extends z.ZodTypeAny>(pathname: string, body: unknown, schema: T): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new CmsError(`The content service sent an unexpected shape for ${pathname}: ${problems}`, 'invalid');
}

export function isCmsError(error: unknown): error is CmsError {
  return error instanceof CmsError;
}
