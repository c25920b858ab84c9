import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchTatePage } from '../cms/pages.server';
import { ResponsiveImage } from '@tate/ui';
import { pageTitle } from '../seo/page-title';

export async function loader() {
  return { page: await loadFromCms(() => fetchTatePage(cms())) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.page.heading ?? "Tate's Voice") }];

/** Tate introduces himself in his own voice. */
export default function Tate() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <section className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{page.heading ?? "Tate's Voice"}</h1>
      {page.image ? <ResponsiveImage image={page.image} sizes="(min-width: 960px) 960px, 100vw" priority className="page__image" /> : null}
      {page.bio ? <p>{page.bio}</p> : null}
    </section>
  );
}
