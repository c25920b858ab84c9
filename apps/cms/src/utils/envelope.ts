import type { Context } from 'koa';
import type { Envelope } from '@tate/contracts';

/**
 * Answers with the mobile apps' envelope (`Envelope` in @tate/contracts, CONTRACTS.md).
 * The HTTP status follows the code for errors (4xx/5xx); success codes the apps read from the
 * body (200, 201 "expired", 204 "no account") travel with HTTP 200 so the body is never dropped.
 */

export function reply<T>(ctx: Context, code: number, message: string, data?: T): Envelope<T> {
  const body: Envelope<T> = { response_code: code, response_message: message };
  if (data !== undefined) body.response_data = data;
  ctx.status = code >= 400 ? code : 200;
  ctx.body = body;
  return body;
}

/**
 * The envelope plus the older names screens of the mobile apps read (docs/decisions/2026-11-22-mobile-contract.md):
 * `success`, `STATUS_CODE`, `data` (what the spec calls `response.data`) and `response.data` (the spec's
 * `response.response.data`) carry the same code and data. `response` may add fields a screen reads
 * directly under it (child-history/all's `_id` and `currentMediaTimestamp`).
 */
export function replyCompat<T>(ctx: Context, code: number, message: string, data: T, response: Record<string, unknown> = {}): void {
  const envelope = reply(ctx, code, message, data);
  ctx.body = { ...envelope, success: code < 400, STATUS_CODE: code, data, response: { ...response, data } };
}
