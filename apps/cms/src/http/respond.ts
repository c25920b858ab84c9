import type { Context } from 'koa';
import { reply } from '../utils/envelope';
import { authenticateParent, type Parent } from '../utils/auth';
import type { Result } from './result';

export function send(ctx: Context, answer: Result): void {
  reply(ctx, answer.code, answer.message, answer.data);
}

/** The signed-in parent, or a 401 envelope (the apps then send the visitor to /login). */
export async function requireParent(ctx: Context, options: { acceptBodyToken?: boolean } = {}): Promise<Parent | null> {
  const parent = await authenticateParent(ctx, options);
  if (!parent) reply(ctx, 401, 'You need to sign in to access this section');
  return parent;
}
