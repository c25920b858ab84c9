import { createHash, timingSafeEqual } from 'node:crypto';

/** Header the CMS webhook carries (CONTRACTS.md). */
export const WEBHOOK_SECRET_HEADER = 'x-tate-webhook-secret';

/** True when the request carries the configured CMS_WEBHOOK_SECRET; compared in constant time. */
export function hasWebhookSecret(request: Request, secret = process.env.CMS_WEBHOOK_SECRET): boolean {
  const presented = request.headers.get(WEBHOOK_SECRET_HEADER);
  if (!secret || !presented) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(secret));
}
