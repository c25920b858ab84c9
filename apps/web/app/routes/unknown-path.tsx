import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react';
import { LinkButton } from '@tate/ui';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { SITE_PAGE_SLUG, fetchSitePage, fetchSitePagePaths, type SitePage } from '../cms/pages.server';
import tatePuppy from '../account/tate-puppy.svg?no-inline';
import { TextPageView } from '../marketing/TextPageView';
import type { PageDescription } from '../seo/use-page-description';
import { pageTitle } from '../seo/page-title';

/**
 * Any path outside the route table: a page an editor published at that address (the CMS's pages,
 * docs/decisions/2026-11-25-pages-editors-publish.md), else a friendly 404 page with the ways on
 * (docs/decisions/2026-11-28-unknown-path-not-found.md; the spec's silent redirect to /home hid a broken link).
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<{ page: SitePage } & PageDescription> {
  const slug = params['*'] ?? '';
  // One cached list of the pages' addresses answers every other path (a scan of made-up addresses costs no CMS reads).
  const published = SITE_PAGE_SLUG.test(slug) ? await loadFromCms(() => fetchSitePagePaths(cms())) : [];
  const page = published.includes(`/${slug}`) ? await loadFromCms(() => fetchSitePage(cms(), slug)) : null;
  if (!page) throw data({ message: 'This page was not found' }, { status: 404 });
  return { page, pageDescription: page.description };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => {
  if (error) return [{ title: pageTitle('Not found') }];
  return loaded ? [{ title: pageTitle(loaded.page.title) }] : [];
};

export default function PublishedPage() {
  const { page } = useLoaderData<typeof loader>();
  return <TextPageView page={page} fallbackHeading={page.title} ordered={false} />;
}

/** A path that is no page: says so, and offers the places families look for most. Other errors are the site's own page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <section className="page error-page" aria-labelledby="not-found-heading">
      <img className="error-page__tate" src={tatePuppy} alt="" width={160} height={160} />
      <h1 id="not-found-heading">We could not find that page</h1>
      <p>The link may be old, or the address not quite right. These are the places families look for most:</p>
      <p className="button-row">
        <LinkButton href="/home">Home</LinkButton>
        <LinkButton href="/library" variant="secondary">
          Meditations library
        </LinkButton>
        <LinkButton href="/faq" variant="secondary">
          Questions and answers
        </LinkButton>
      </p>
    </section>
  );
}
