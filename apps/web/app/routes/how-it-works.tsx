import { useLoaderData } from '@remix-run/react';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchHowItWorksPage } from '../cms/pages.server';
import { TextPageView } from '../marketing/TextPageView';

export async function loader() {
  return { page: await loadFromCms(() => fetchHowItWorksPage(cms())) };
}

/** The four steps from the box to a calm bedtime. */
export default function HowItWorks() {
  const { page } = useLoaderData<typeof loader>();
  return <TextPageView page={page} fallbackHeading="How It Works" ordered />;
}
