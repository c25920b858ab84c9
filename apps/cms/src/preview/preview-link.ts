import crypto from 'node:crypto';
import { readSecret } from '../security/secrets';
import { MEDITATION } from '../media/data/meditation';

/** The types an editor can preview on the web site: meditations, the pages and the pages editors publish at /{slug}. */
export const PREVIEWABLE_TYPES = [
  MEDITATION,
  'api::about-page.about-page',
  'api::how-it-works-page.how-it-works-page',
  'api::terms-page.terms-page',
  'api::tate-page.tate-page',
  'api::page.page',
] as const;

export type PreviewableType = (typeof PREVIEWABLE_TYPES)[number];

type Populate = { [field: string]: true | { populate: Populate } };

/**
 * What a draft's preview includes of its relations, media and components: what the web's page of that type shows,
 * fixed here rather than taken from the caller, so a preview link cannot reach further than the page would.
 */
export const PREVIEW_POPULATE: Record<PreviewableType, Populate> = {
  [MEDITATION]: { cover: true, category: { populate: { image: true } } },
  'api::about-page.about-page': { founderImage: true, gallery: true, howItWorksImage: true },
  'api::how-it-works-page.how-it-works-page': { steps: true },
  'api::terms-page.terms-page': { sections: true },
  'api::tate-page.tate-page': { image: true },
  'api::page.page': { sections: true },
};

/** How long a preview link the admin hands out stays valid. */
export const PREVIEW_LINK_LIFETIME_MS = 30 * 60 * 1000;

export type PreviewLink = { type: string; documentId: string; expires: string; signature: string };

export function previewSecret(): string {
  return readSecret('PREVIEW_SECRET');
}

export function isPreviewableType(type: string): type is PreviewableType {
  return (PREVIEWABLE_TYPES as readonly string[]).includes(type);
}

/** CONTRACTS.md: hex HMAC-SHA256(PREVIEW_SECRET, "<uid>.<documentId>.<expires>"). */
export function signPreview(secret: string, type: string, documentId: string, expires: number): string {
  return crypto.createHmac('sha256', secret).update(`${type}.${documentId}.${expires}`).digest('hex');
}

/** The web page an editor opens to see a draft: `${WEB_PUBLIC_URL}/preview?...`. */
export function previewUrl(webPublicUrl: string, secret: string, type: string, documentId: string, now: number): string {
  const expires = now + PREVIEW_LINK_LIFETIME_MS;
  const url = new URL('/preview', webPublicUrl);
  url.search = new URLSearchParams({
    type,
    documentId,
    expires: String(expires),
    signature: signPreview(secret, type, documentId, expires),
  }).toString();
  return url.toString();
}

/** True when the link names a previewable type, has not expired and carries this secret's signature. */
export function verifyPreview(secret: string, link: PreviewLink, now: number): link is PreviewLink & { type: PreviewableType } {
  if (!isPreviewableType(link.type) || !/^\d{1,15}$/.test(link.expires) || !/^[0-9a-f]{64}$/.test(link.signature)) return false;
  const expires = Number(link.expires);
  if (expires < now) return false;
  const expected = Buffer.from(signPreview(secret, link.type, link.documentId, expires), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(link.signature, 'hex'));
}
