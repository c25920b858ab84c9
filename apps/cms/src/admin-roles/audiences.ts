import { USER } from '../utils/data/user';

/**
 * Who may see each kind of data in the admin, by API folder (src/api/<name>): every type of every
 * folder listed here (e.g. child-history's listening-day too) is family data or commerce; every other
 * project type is content (for editors), so a type added later is content unless its folder is listed.
 * Parent accounts, and any type that relates to them, are family data even when not listed.
 */
export const FAMILY_APIS = [
  'child',
  'child-history',
  'favourite',
  'video-position',
  'contact-message',
  'newsletter-signup',
  'welcome-signup',
  'payment',
  'family-data',
] as const;

export const COMMERCE_APIS = ['coupon', 'subscription-plan', 'partner'] as const;

/** The CMS's own bookkeeping, for no role (the retention job's claims). */
export const INTERNAL_APIS = ['retention'] as const;

function apiName(uid: string): string | null {
  const match = /^api::([^.]+)\./.exec(uid);
  return match ? match[1] : null;
}

export type Audience = 'content' | 'family' | 'commerce' | 'none';

type ContentTypeShape = { uid: string; attributes: Record<string, { type: string; target?: string }> };

export function audienceOf(contentType: ContentTypeShape): Audience {
  const { uid } = contentType;
  const api = apiName(uid);
  if (uid === USER || (FAMILY_APIS as readonly string[]).includes(api ?? '')) return 'family';
  if ((COMMERCE_APIS as readonly string[]).includes(api ?? '')) return 'commerce';
  if ((INTERNAL_APIS as readonly string[]).includes(api ?? '')) return 'none';
  const relatesToAccounts = Object.values(contentType.attributes).some(
    (attribute) => attribute.type === 'relation' && attribute.target === USER,
  );
  if (relatesToAccounts) return 'family';
  return uid.startsWith('api::') ? 'content' : 'none';
}
