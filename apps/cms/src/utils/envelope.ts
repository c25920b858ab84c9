import type { Context } from 'koa';

/**
 * The mobile apps' response envelope: { response_code, response_message, response_data }.
 * The HTTP status follows the code for errors (4xx/5xx); success codes the apps read from the
 * body (200, 201 "expired", 204 "no account") travel with HTTP 200 so the body is never dropped.
 */
export type Envelope<T> = {
  response_code: number;
  response_message: string;
  response_data?: T;
};

export function reply<T>(ctx: Context, code: number, message: string, data?: T): Envelope<T> {
  const body: Envelope<T> = { response_code: code, response_message: message };
  if (data !== undefined) body.response_data = data;
  ctx.status = code >= 400 ? code : 200;
  ctx.body = body;
  return body;
}
