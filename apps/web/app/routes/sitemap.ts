import type { LoaderFunctionArgs } from '@remix-run/node';
import { cms } from '../cms/cms.server';
import { fetchLibraryPage } from '../cms/library.server';
import { fetchSitePagePaths } from '../cms/pages.server';
import { EMPTY_FILTER } from '../cms/library-filter';
import { loadFromCms } from '../cms/load.server';
import { siteOrigin } from '../http/site-url.server';
import { transcriptPath } from '../library/player-file-url';
import { sitemapXml } from '../seo/sitemap';

/**
 * Pages that need no account (spec section 2), the pages editors published (/{slug}), each library category by
 * its anchor (/library#{category}), then the words of every free meditation (/transcript/{id}).
 */
const PAGES = [
  '/home',
  '/library',
  '/subscription',
  '/thank-you',
  '/retail',
  '/freeaudio',
  '/about',
  '/contact',
  '/termscondtion',
  '/privacy',
  '/welcome',
  '/welcome-details',
  '/sample',
  '/howitworks',
  '/subscribe',
  '/faq',
  '/tate',
  '/subscription-renewal',
  '/tate-for-teen',
  '/partners',
  '/login',
  '/signup',
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [{ categories }, sitePages] = await Promise.all([
    loadFromCms(() => fetchLibraryPage(cms(), EMPTY_FILTER)),
    loadFromCms(() => fetchSitePagePaths(cms())),
  ]);
  const freeWords = categories.flatMap((category) => category.items.filter((item) => !item.isPaid).map((item) => transcriptPath(item.id)));
  const paths = [...PAGES, ...sitePages, ...categories.map((category) => `/library#${category.slug}`), ...freeWords];
  return new Response(sitemapXml(siteOrigin(request), paths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=300' },
  });
}
