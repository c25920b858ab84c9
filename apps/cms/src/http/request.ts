import type { Context } from 'koa';
import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * The body as sent. Beacons (navigator.sendBeacon) send text/plain with JSON inside so no CORS preflight is
 * needed; koa-body hands that over as a string.
 */
function sentBody(ctx: Pick<Context, 'request'>): unknown {
  const body: unknown = ctx.request.body;
  if (typeof body !== 'string') return body ?? {};
  if (body.trim() === '') return {};
  try {
    return JSON.parse(body);
  } catch {
    throw new ApiError(400, 'Body is not valid JSON', 'body');
  }
}

/**
 * The request body parsed with the endpoint's Zod schema. A body that is not a JSON object throws a 400 ApiError
 * naming the field `body`; a bad field throws the ZodError, which the envelope-errors middleware answers with the
 * first issue's message and path (response_data.field).
 */
export function readBody<S extends z.ZodTypeAny>(ctx: Pick<Context, 'request'>, schema: S): z.infer<S> {
  const body = sentBody(ctx);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object', 'body');
  }
  return schema.parse(body);
}
