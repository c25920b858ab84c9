import type { Context } from 'koa';
import { reply } from '../utils/envelope';
import type { Result } from './result';

/** Writes a service's Result as the response envelope. */
export function send(ctx: Context, answer: Result): void {
  reply(ctx, answer.code, answer.message, answer.data);
}
