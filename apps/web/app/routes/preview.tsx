import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react';
import { cms } from '../cms/cms.server';
import { isCmsError } from '../cms/errors.server';
import { CMS_UNAVAILABLE_MESSAGE } from '../cms/messages';
import { CategorySection } from '../library/CategorySection';
import { TextPageView } from '../marketing/TextPageView';
import { loadPreview, readPreviewLink } from '../preview/preview.server';
import About from './about';
import Tate from './tate';
import { pageTitle } from '../seo/page-title';

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
const REFUSED = 'This preview link is not valid or has expired. Open the preview again from the editor.';

export const meta: MetaFunction = () => [{ title: pageTitle('Preview') }, { name: 'robots', content: 'noindex' }];

export const headers: HeadersFunction = () => NO_STORE;

/**
 * GET /preview?type&documentId&expires&signature: a draft as the site will show it, for whoever holds
 * the signed, expiring link the admin hands out (docs/decisions/editors-preview.md). Never cached.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const link = readPreviewLink(new URL(request.url));
  if (!link) throw data({ message: REFUSED }, { status: 403, headers: NO_STORE });
  try {
    const preview = await loadPreview(cms(), link);
    if (!preview) throw data({ message: REFUSED }, { status: 403, headers: NO_STORE });
    return data(preview, { headers: NO_STORE });
  } catch (error) {
    if (isCmsError(error) && error.status === 403) throw data({ message: REFUSED }, { status: 403, headers: NO_STORE });
    if (isCmsError(error) && error.status === 404) throw data({ message: 'This draft no longer exists.' }, { status: 404, headers: NO_STORE });
    if (!isCmsError(error)) throw error;
    console.error(`[cms] ${error.message}`);
    throw data({ message: CMS_UNAVAILABLE_MESSAGE }, { status: 503, headers: NO_STORE });
  }
}

function PreviewBody() {
  const preview = useLoaderData<typeof loader>();
  switch (preview.kind) {
    case 'meditation':
      return (
        <div className="page library">
          <CategorySection category={{ ...preview.category, count: preview.category.items.length }} loggedIn showProgress={false} onPlay={() => undefined} />
        </div>
      );
    case 'text':
      return <TextPageView page={preview.page} fallbackHeading={preview.fallbackHeading} ordered={preview.ordered} />;
    // The page views read `page` from this route's loader data, which has the same shape as theirs.
    case 'about':
      return <About />;
    case 'tate':
      return <Tate />;
  }
}

export default function Preview() {
  return (
    <>
      <p className="preview-notice" role="status">
        Preview of a draft: visitors do not see this until it is published.
      </p>
      <PreviewBody />
    </>
  );
}

/** A refused or missing draft says why, so the editor knows to open the preview again. */
export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string' ? error.data.message : 'We could not show this preview. Please try again.';
  return (
    <section className="page error-page" aria-labelledby="preview-error-heading">
      <h1 id="preview-error-heading">This preview cannot be shown</h1>
      <p>{message}</p>
      <p>
        <a href="/home">Back to the home page</a>
      </p>
    </section>
  );
}
