import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchHowItWorksPage } from '../cms/pages.server';
import { TextPageView } from '../marketing/TextPageView';
import { pageTitle } from '../seo/page-title';

export async function loader() {
  return { page: await loadFromCms(() => fetchHowItWorksPage(cms())) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.page.heading ?? 'How it works') }];

/** The four steps from the box to a calm bedtime. */
export default function HowItWorks() {
  const { page } = useLoaderData<typeof loader>();
  return <TextPageView page={page} fallbackHeading="How it works" ordered />;
}
