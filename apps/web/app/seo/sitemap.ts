import { canonicalUrl } from './canonical';

/** The sitemap's XML for these paths (already public pages or anchors) on `origin`. */
export function sitemapXml(origin: string, paths: string[]): string {
  const escape = (value: string) =>
    value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  const urls = paths.map((path) => `  <url><loc>${escape(canonicalUrl(origin, path))}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; account and player pages are private; where the sitemap is. */
export function robotsTxt(origin: string): string {
  const disallowed = ['/account', '/child-profile', '/favourites', '/player/', '/change-password', '/reset-password', '/resources/'];
  return ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
