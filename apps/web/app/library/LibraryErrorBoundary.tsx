import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { LinkButton } from '@tate/ui';

/**
 * The library's pages answer a child or a video that is not there (or not this parent's) with a 404: a friendly
 * page that says what was not found and leads back to the library. Other errors are the site's own page.
 */
export function LibraryErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  // Read without zod, which would add its weight to the library's first load.
  const message: unknown = error.data?.message;
  return (
    <section className="page error-page" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">We could not find that</h1>
      <p>{typeof message === 'string' ? message : 'This page was not found'}. It may have been removed, or the link is not quite right.</p>
      <p>
        <LinkButton href="/library">Back to the library</LinkButton>
      </p>
    </section>
  );
}
