import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { SITE_PAGE_SLUG, fetchSitePage, fetchSitePagePaths, type SitePage } from '../cms/pages.server';
import { TextPageView } from '../marketing/TextPageView';
import type { PageDescription } from '../seo/use-page-description';
import { pageTitle } from '../seo/page-title';

/**
 * Any path outside the route table: a page an editor published at that address (the CMS's pages,
 * docs/decisions/2026-11-25-pages-editors-publish.md), else /home (spec section 2).
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<{ page: SitePage } & PageDescription> {
  const slug = params['*'] ?? '';
  // One cached list of the pages' addresses answers every other path (a scan of made-up addresses costs no CMS reads).
  const published = SITE_PAGE_SLUG.test(slug) ? await loadFromCms(() => fetchSitePagePaths(cms())) : [];
  const page = published.includes(`/${slug}`) ? await loadFromCms(() => fetchSitePage(cms(), slug)) : null;
  if (!page) throw redirect('/home');
  return { page, pageDescription: page.description };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: pageTitle(data.page.title) }] : []);

export default function PublishedPage() {
  const { page } = useLoaderData<typeof loader>();
  return <TextPageView page={page} fallbackHeading={page.title} ordered={false} />;
}
