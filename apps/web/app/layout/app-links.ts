import type { SiteSettings } from '../cms/content.server';
import { safeLinkHref } from '../security/safe-link';

export type StoreLink = { url: string; label: string };

/** The store links of the Tate app that the editors have set (footer, welcome guide), each made safe to render. */
export function appStoreLinks(settings: Pick<SiteSettings, 'appStoreUrl' | 'playStoreUrl'>): StoreLink[] {
  return [
    { href: safeLinkHref(settings.appStoreUrl), label: 'Download on the App Store' },
    { href: safeLinkHref(settings.playStoreUrl), label: 'Get it on Google Play' },
  ].flatMap(({ href, label }) => (href ? [{ url: href, label }] : []));
}
