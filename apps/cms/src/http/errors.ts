import type { Context } from 'koa';
import { ZodError } from 'zod';
import { reply } from '../utils/envelope';

/** An expected failure a family endpoint answers with its own envelope code and message. */
export class FamilyError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string): FamilyError => new FamilyError(404, `${what} not found`);

/** Runs an endpoint body; expected failures become envelopes (a bad field: 400 naming the field). */
export async function answer(ctx: Context, run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof FamilyError) {
      return reply(ctx, error.code, error.message, error.field ? { field: error.field } : undefined);
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      const field = issue.path.join('.') || 'body';
      return reply(ctx, 400, issue.message, { field });
    }
    throw error;
  }
}
