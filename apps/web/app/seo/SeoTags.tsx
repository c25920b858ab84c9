import type { SiteSettings } from '../cms/content.server';
import { canonicalUrl } from './canonical';
import { usePageDescription } from './use-page-description';

/**
 * Canonical link, description, Open Graph and Twitter card of every page, from the CMS site settings; the
 * description is the page's own where its loader gives one (`pageDescription`).
 */
export function SeoTags({ settings, origin, pathname }: { settings: SiteSettings; origin: string; pathname: string }) {
  const url = canonicalUrl(origin, pathname);
  const description = usePageDescription() ?? settings.metaDescription;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={settings.productName} />
      <meta property="og:title" content={settings.siteTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={settings.siteTitle} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
