/**
 * Claims the web signs for the CMS (CONTRACTS.md "The visitor, signed by the web"): the visitor's address and a known
 * device (device.ts), each as `<t>.<hex HMAC-SHA256(CLIENT_ADDRESS_SECRET, "<t>.<claim>")>`, `t` the Unix time in ms.
 * Server-only (node:crypto): imported as `@tate/contracts/signed-claim`, never from the package's main entry, which
 * browser bundles import.
 */
import crypto from 'node:crypto';

export const CLIENT_ADDRESS_HEADER = 'x-tate-client-address';
export const CLIENT_SIGNATURE_HEADER = 'x-tate-client-signature';

/** How old (or how far ahead) a signature's time may be. */
export const SIGNED_CLAIM_MAX_AGE_MS = 60_000;

const SIGNATURE = /^(\d{1,15})\.([0-9a-f]{64})$/;

function digest(claim: string, secret: string, time: string): string {
  return crypto.createHmac('sha256', secret).update(`${time}.${claim}`).digest('hex');
}

/** The web's signature of `claim` at `now`. */
export function signClaim(claim: string, secret: string, now = Date.now()): string {
  return `${now}.${digest(claim, secret, String(now))}`;
}

/** Whether `signature` is `signClaim(claim, secret, t)` for a `t` within SIGNED_CLAIM_MAX_AGE_MS of `now`; compared in constant time. */
export function isSignedClaim(claim: string, signature: string, secret: string, now = Date.now()): boolean {
  const match = SIGNATURE.exec(signature.trim());
  if (!match) return false;
  const [, time = '', presented = ''] = match;
  if (Math.abs(now - Number(time)) > SIGNED_CLAIM_MAX_AGE_MS) return false;
  return crypto.timingSafeEqual(Buffer.from(digest(claim, secret, time)), Buffer.from(presented));
}
