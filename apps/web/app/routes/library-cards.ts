import type { HeadersFunction, LoaderFunctionArgs } from '@remix-run/node';
import { PRIVATE_PAGE_CACHE, PUBLIC_DATA_CACHE } from '../http/page-cache';
import { restOfLibrary } from '../library/first-screen';
import { libraryCardsPath } from '../library/library-cards-path';
import { filterFromSearchParams } from '../cms/library-filter';
import { loadLibrary } from '../library/library-page.server';

/**
 * The library cards the page's first screen left out (`firstScreen`), for the same filter and child
 * (`?{filter}&child={id}`), as JSON (`RestOfLibrary`). Without a child they are the same for every visitor; a
 * child's are that family's alone.
 *
 * A Response, not `data()`: Remix answers a resource route's `data()` as bare JSON and drops its headers, and the
 * Cache-Control with them.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filter = filterFromSearchParams(params);
  const childId = params.get('child') ?? undefined;
  const library = await loadLibrary(request, filter, childId);
  return Response.json(restOfLibrary(library.categories, filter, libraryCardsPath(filter, childId)), {
    headers: { 'Cache-Control': childId ? PRIVATE_PAGE_CACHE : PUBLIC_DATA_CACHE, Vary: 'Cookie' },
  });
}

/** The page's fetcher asks through a data request (`.data`), whose headers come from here, not from the loader's. */
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? PRIVATE_PAGE_CACHE,
  Vary: 'Cookie',
});
