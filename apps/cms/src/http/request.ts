import type { Context } from 'koa';
import { authenticateParent, parentForToken, type Parent } from '../utils/auth';
import { FamilyError } from './errors';

/**
 * The request body as an object. Beacons (navigator.sendBeacon) send text/plain with JSON inside so
 * no CORS preflight is needed; koa-body hands that over as a string.
 */
export function readBody(ctx: Context): Record<string, unknown> {
  const body: unknown = (ctx.request as { body?: unknown }).body;
  if (typeof body === 'string') {
    if (body.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(body);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      throw new FamilyError(400, 'Body is not valid JSON');
    }
    throw new FamilyError(400, 'Body must be a JSON object');
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  return {};
}

/** The parent behind the token (header, or `authtoken` in the body for beacons); 401 otherwise. */
export async function requireParent(ctx: Context, body?: Record<string, unknown>): Promise<Parent> {
  let parent = await authenticateParent(ctx);
  const bodyToken = body?.authtoken;
  if (!parent && typeof bodyToken === 'string' && bodyToken.length > 0) parent = await parentForToken(bodyToken.trim());
  if (!parent) throw new FamilyError(401, 'Unauthorized');
  return parent;
}
