import { z } from 'zod';
import { PLAN_INTERVALS, type PlanInterval } from '@tate/contracts';
import { cmsPublicUrl } from './stripe-client';

/** What a renewal link carries: the e-mail and plan typed on the renewal form, nothing looked up. */
export type RenewalClaims = { purpose: 'renewal-checkout'; email: string; plan: PlanInterval };

const renewalClaims = z.object({ purpose: z.literal('renewal-checkout'), email: z.string().min(1).max(320), plan: z.enum(PLAN_INTERVALS) });

/**
 * The address renewalSubscription answers with, for any e-mail: a signed, 1-hour link to
 * GET /api/renewal-checkout?link=…, where the checkout is started only when followed, for an account that has the
 * e-mail. So the answer is the same whether an account has the e-mail or not, and nothing is created on asking.
 */
export function renewalLink(email: string, plan: PlanInterval, requestOrigin: string): string {
  const claims: RenewalClaims = { purpose: 'renewal-checkout', email, plan };
  const link = strapi.plugin('users-permissions').service('jwt').issue(claims, { expiresIn: '1h' }) as string;
  return `${cmsPublicUrl(requestOrigin)}/api/renewal-checkout?link=${encodeURIComponent(link)}`;
}

/** The claims of a renewal link this CMS signed, or null for anything else (forged, expired, another token). */
export async function readRenewalLink(link: string): Promise<RenewalClaims | null> {
  try {
    const parsed = renewalClaims.safeParse(await strapi.plugin('users-permissions').service('jwt').verify(link));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
