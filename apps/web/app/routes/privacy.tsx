import { useLoaderData, type MetaFunction } from '@remix-run/react';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchPrivacyPage, type PrivacyPage } from '../cms/pages.server';
import { TextPageView } from '../marketing/TextPageView';
import type { PageDescription } from '../seo/use-page-description';
import { pageTitle } from '../seo/page-title';

export async function loader(): Promise<{ page: PrivacyPage } & PageDescription> {
  const page = await loadFromCms(() => fetchPrivacyPage(cms()));
  return { page, pageDescription: "What Tate keeps about your family, why, who can see it, how long it is kept, and what you can do about it." };
}

export const meta: MetaFunction = () => [{ title: pageTitle('Privacy notice') }];

/** The privacy notice editors keep, with the retention periods the CMS enforces; its version closes the page. */
export default function Privacy() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <TextPageView page={page} fallbackHeading="Privacy notice" ordered={false}>
      <p className="page__version">This notice&apos;s version: {page.version}</p>
    </TextPageView>
  );
}
