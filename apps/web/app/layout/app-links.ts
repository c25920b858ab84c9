import type { AppStore } from '@tate/ui';
import type { SiteSettings } from '../cms/content.server';
import { safeLinkHref } from '../security/safe-link';

export type StoreLink = { store: AppStore; href: string };

/** The store links of the Tate app that the editors have set (footer, welcome guide, contact), each made safe to render. */
export function appStoreLinks(settings: Pick<SiteSettings, 'appStoreUrl' | 'playStoreUrl'>): StoreLink[] {
  return [
    { store: 'app-store' as const, href: safeLinkHref(settings.appStoreUrl) },
    { store: 'google-play' as const, href: safeLinkHref(settings.playStoreUrl) },
  ].flatMap(({ store, href }) => (href ? [{ store, href }] : []));
}
