import crypto from 'node:crypto';
import { z } from 'zod';
import { PLAN_INTERVALS, type PlanInterval } from '@tate/contracts';
import { readSecret } from '../security/secrets';
import { cmsPublicUrl } from './stripe-client';

/** What a renewal link carries: the e-mail and plan typed on the renewal form, nothing looked up. */
export type RenewalClaims = { email: string; plan: PlanInterval };

const LINK_LIFETIME_MS = 60 * 60 * 1000;

const sealedClaims = z.object({ email: z.string().min(1).max(320), plan: z.enum(PLAN_INTERVALS), expires: z.number().int() });

/**
 * The key that seals renewal links, derived from the CMS's JWT secret for this one purpose: the link travels in a URL
 * (the browser's history, the address bar), so its e-mail is encrypted, not only signed as a JWT's claims would be.
 */
function linkKey(): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', readSecret('JWT_SECRET'), Buffer.alloc(0), 'tate renewal-checkout link', 32));
}

/** The claims and their expiry, encrypted and authenticated (AES-256-GCM), as one URL-safe text. */
export function sealRenewalClaims(claims: RenewalClaims, now = Date.now()): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', linkKey(), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify({ ...claims, expires: now + LINK_LIFETIME_MS })), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The claims of a link this CMS sealed and that has not expired, or null (forged, altered, expired, anything else). */
export function readRenewalLink(link: string, now = Date.now()): RenewalClaims | null {
  const bytes = Buffer.from(link, 'base64url');
  if (bytes.length < 12 + 16 + 1) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', linkKey(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    const parsed = sealedClaims.safeParse(JSON.parse(text));
    if (!parsed.success || parsed.data.expires <= now) return null;
    return { email: parsed.data.email, plan: parsed.data.plan };
  } catch {
    return null;
  }
}

/**
 * The address renewalSubscription answers with, for any e-mail: a sealed, 1-hour link to
 * GET /api/renewal-checkout?link=…, where the checkout is started only when followed, for an account that has the
 * e-mail. So the answer is the same whether an account has the e-mail or not, and nothing is created on asking.
 */
export function renewalLink(email: string, plan: PlanInterval, requestOrigin: string): string {
  return `${cmsPublicUrl(requestOrigin)}/api/renewal-checkout?link=${sealRenewalClaims({ email, plan })}`;
}
