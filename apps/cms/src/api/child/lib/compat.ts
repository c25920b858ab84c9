import type { Context } from 'koa';
import { reply } from '../../../utils/envelope';

/**
 * The envelope plus the older field names some screens of the mobile-compatible API read:
 * `success`, `STATUS_CODE` and `response.data` carry the same code and data as the envelope.
 */
export function replyCompat<T>(ctx: Context, code: number, message: string, data: T): void {
  const envelope = reply(ctx, code, message, data);
  ctx.body = { ...envelope, success: code < 400, STATUS_CODE: code, response: { data } };
}
