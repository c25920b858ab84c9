import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { SignJWT } from 'jose';
import { z } from 'zod';
import { PARTNER_TOKEN_ANY_MEDIA, PARTNER_TOKEN_AUDIENCE } from '@tate/contracts';

/**
 * A partner's new signing secret (rotated through its service) and a token for every licensed meditation signed with
 * it, valid ten minutes: what the partner's server would give its page. The token's own rules are partner-tokens.test.ts'.
 */
export async function partnerToken(strapi: Core.Strapi, partner: { documentId: string; publicKey: string }): Promise<string> {
  const { secret } = z.object({ secret: z.string() }).parse(await strapi.service('api::partner.partner').rotateSigningSecret(partner.documentId));
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ aud: PARTNER_TOKEN_AUDIENCE, jti: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(partner.publicKey)
    .setSubject(PARTNER_TOKEN_ANY_MEDIA)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(new TextEncoder().encode(secret));
}
