import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchTermsPage } from '../cms/pages.server';
import { TextPageView } from '../marketing/TextPageView';
import { pageTitle } from '../seo/page-title';

export async function loader() {
  return { page: await loadFromCms(() => fetchTermsPage(cms())) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.page.heading ?? 'Terms and conditions') }];

/** The terms and conditions, section by section. */
export default function Terms() {
  const { page } = useLoaderData<typeof loader>();
  return <TextPageView page={page} fallbackHeading="Terms and conditions" ordered={false} />;
}
