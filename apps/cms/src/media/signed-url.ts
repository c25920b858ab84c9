import crypto from 'node:crypto';
import { readSecret } from '../security/secrets';

/** How long a signed media URL stays valid: long enough to play a meditation with its calming music. */
export const SIGNED_URL_TTL_SECONDS = 60 * 60;

export const SIGNED_MEDIA_PATH = '/api/media-access/files';

function secret(): string {
  return readSecret('MEDIA_URL_SECRET');
}

function signature(fileName: string, expires: number): string {
  return crypto.createHmac('sha256', secret()).update(`${fileName}\n${expires}`).digest('base64url');
}

/** A URL for one stored file (its name under /uploads), valid until `now + ttl`: HMAC over name and expiry. */
export function signFileUrl(fileName: string, now = Date.now(), ttlSeconds = SIGNED_URL_TTL_SECONDS): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return `${SIGNED_MEDIA_PATH}/${encodeURIComponent(fileName)}?expires=${expires}&signature=${signature(fileName, expires)}`;
}

/** True when the signature matches the name and expiry and the expiry has not passed. */
export function verifyFileSignature(fileName: string, expires: string, given: string, now = Date.now()): boolean {
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now) return false;
  const expected = Buffer.from(signature(fileName, Number(expires)));
  const actual = Buffer.from(given);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/** The file name of an /uploads URL from the local upload provider ("/uploads/x.mp3" -> "x.mp3"). */
export function uploadFileName(url: string): string | null {
  const match = /^\/uploads\/([^/?#]+)$/.exec(url);
  return match ? decodeURIComponent(match[1]) : null;
}
