import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LinkButton } from '@tate/ui';
import { requireParent } from '../account/guard.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchLibraryDetailsPage } from '../cms/pages.server';
import { TextPageView } from '../marketing/TextPageView';
import { pageTitle } from '../seo/page-title';

export const meta: MetaFunction = () => [{ title: pageTitle('Library details') }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireParent(request);
  return { page: await loadFromCms(() => fetchLibraryDetailsPage(cms())) };
}

/** What the meditations library holds, for signed-in parents (copy from the CMS). */
export default function LibraryDetails() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <TextPageView page={page} fallbackHeading="Library details" ordered={false} />
      <div className="page page__actions">
        <LinkButton href="/library" variant="primary">
          Open the library
        </LinkButton>
      </div>
    </>
  );
}
