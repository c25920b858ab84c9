import { decodeJwt, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { PARTNER_TOKEN_ANY_MEDIA, PARTNER_TOKEN_AUDIENCE, PARTNER_TOKEN_MAX_SECONDS } from '@tate/contracts';
import { partnerRefusal } from './partner-refusal';

/** Seconds a partner server's clock may be ahead or behind. */
const CLOCK_TOLERANCE_SECONDS = 30;

type TokenCheck = { token: string; partnerKey: string; mediaId: string; secrets: string[]; now?: Date };

/**
 * Checks a partner's token for paid licensed media (docs/decisions/2026-11-29-partner-tokens.md): a JWT (HS256, with
 * `jose`) signed with one of the partner's valid signing secrets, for this partner (`iss`, its public key), this
 * meditation or `any` (`sub`), Tate's audience, unexpired and lasting at most an hour, with a `jti`. Throws the
 * refusal a developer can act on, or returns the token's id.
 */
export async function verifyPartnerToken({ token, partnerKey, mediaId, secrets, now = new Date() }: TokenCheck): Promise<string> {
  let issuer: unknown;
  try {
    if (decodeProtectedHeader(token).alg !== 'HS256') throw partnerRefusal('token-malformed');
    issuer = decodeJwt(token).iss;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) throw partnerRefusal('token-malformed');
    throw error;
  }
  if (issuer !== partnerKey) throw partnerRefusal('token-other-partner');
  for (const secret of secrets) {
    try {
      const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
        algorithms: ['HS256'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: now,
      });
      const seconds = Math.floor(now.getTime() / 1000);
      if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number' || typeof payload.jti !== 'string' || !payload.jti) {
        throw partnerRefusal('token-malformed');
      }
      if (payload.aud !== PARTNER_TOKEN_AUDIENCE) throw partnerRefusal('token-malformed');
      if (payload.exp - payload.iat > PARTNER_TOKEN_MAX_SECONDS || payload.exp - seconds > PARTNER_TOKEN_MAX_SECONDS + CLOCK_TOLERANCE_SECONDS) {
        throw partnerRefusal('token-too-long');
      }
      if (payload.sub !== mediaId && payload.sub !== PARTNER_TOKEN_ANY_MEDIA) throw partnerRefusal('token-other-media');
      return payload.jti;
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed) continue;
      if (error instanceof errors.JWTExpired) throw partnerRefusal('token-expired');
      if (error instanceof errors.JOSEError) throw partnerRefusal('token-malformed');
      throw error;
    }
  }
  throw partnerRefusal('token-bad-signature');
}
