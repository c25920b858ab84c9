import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { PARTNER_TOKEN_AUDIENCE } from '@tate/contracts';

/**
 * What a partner's server does for its page, as the /partners page shows it: a token for one meditation, signed with
 * the partner's signing secret (HS256), valid ten minutes.
 */
export function partnerToken({ secret, publicKey, meditation }: { secret: string; publicKey: string; meditation: string }): Promise<string> {
  return new SignJWT({ aud: PARTNER_TOKEN_AUDIENCE, jti: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(publicKey)
    .setSubject(meditation)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(secret));
}
