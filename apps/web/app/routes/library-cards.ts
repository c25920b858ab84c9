import type { LoaderFunctionArgs } from '@remix-run/node';
import { data } from '@remix-run/node';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from '../http/page-cache';
import { restOfLibrary } from '../library/first-screen';
import { libraryCardsPath } from '../library/library-cards-path';
import { filterFromSearchParams } from '../library/library-filter';
import { loadLibrary } from '../library/library-page.server';

/**
 * The library cards the page's first screen left out (`firstScreen`), for the same filter and child
 * (`?{filter}&child={id}`). Without a child they are the same for every visitor.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filter = filterFromSearchParams(params);
  const childId = params.get('child') ?? undefined;
  const library = await loadLibrary(request, filter, childId);
  return data(restOfLibrary(library.categories, filter, libraryCardsPath(filter, childId)), {
    headers: { 'Cache-Control': childId ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE, Vary: 'Cookie' },
  });
}
