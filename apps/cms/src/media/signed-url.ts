import crypto from 'node:crypto';
import { readSecret } from '../security/secrets';

/** How long a signed media URL stays valid: long enough to play a meditation with its calming music. */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;

/**
 * How long a partner embed's signed URL stays valid: its key is public, so a URL it gets must not outlive a
 * deactivation for long nor be worth collecting; the embed looks a meditation up again on each page load.
 */
export const PARTNER_URL_TTL_SECONDS = 5 * 60;

export const SIGNED_MEDIA_PATH = '/api/media-access/files';

function secret(): string {
  return readSecret('MEDIA_URL_SECRET');
}

/** HMAC over name and expiry, and the partner it was given to when there is one (so the partner cannot be removed). */
function signature(fileName: string, expires: number, partner: string | null): string {
  const claim = partner === null ? `${fileName}\n${expires}` : `${fileName}\n${expires}\npartner:${partner}`;
  return crypto.createHmac('sha256', secret()).update(claim).digest('base64url');
}

/** A URL for one stored file (its name under /uploads), valid until `now + ttl`: HMAC over name and expiry. */
export function signFileUrl(fileName: string, now = Date.now(), ttlSeconds = SIGNED_URL_TTL_SECONDS): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return `${SIGNED_MEDIA_PATH}/${encodeURIComponent(fileName)}?expires=${expires}&signature=${signature(fileName, expires, null)}`;
}

/**
 * A URL for one stored file given to a partner's embed (the partner's documentId): valid for PARTNER_URL_TTL_SECONDS
 * and only while that partner is active (the signed route checks it on every request).
 */
export function signPartnerFileUrl(fileName: string, partner: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + PARTNER_URL_TTL_SECONDS;
  const query = `expires=${expires}&partner=${encodeURIComponent(partner)}&signature=${signature(fileName, expires, partner)}`;
  return `${SIGNED_MEDIA_PATH}/${encodeURIComponent(fileName)}?${query}`;
}

/** True when the signature matches the name, expiry and partner (null: a URL given to no partner) and the expiry has not passed. */
export function verifyFileSignature(fileName: string, expires: string, given: string, partner: string | null = null, now = Date.now()): boolean {
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now) return false;
  const expected = Buffer.from(signature(fileName, Number(expires), partner));
  const actual = Buffer.from(given);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/** The file name of an /uploads URL from the local upload provider ("/uploads/x.mp3" -> "x.mp3"). */
export function uploadFileName(url: string): string | null {
  const match = /^\/uploads\/([^/?#]+)$/.exec(url);
  return match ? decodeURIComponent(match[1]) : null;
}
