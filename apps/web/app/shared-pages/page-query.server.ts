import { filterFromSearchParams, filterToSearchParams } from '../cms/library-filter';

/** The parameters of a query that a page reads, in one order whatever order they were asked in. */
type PageQuery = (params: URLSearchParams) => URLSearchParams;

/** A page that reads these parameters, one value each (its loader reads them with `get`). */
function reads(...names: string[]): PageQuery {
  return (params) => {
    const kept = new URLSearchParams();
    for (const name of names) {
      const value = params.get(name);
      if (value !== null) kept.set(name, value);
    }
    return kept;
  };
}

/** The library's filter as the page reads it (unknown values dropped), its categories in one order. */
function libraryFilter(params: URLSearchParams): URLSearchParams {
  const filter = filterFromSearchParams(params);
  return filterToSearchParams({ ...filter, categoryIds: [...filter.categoryIds].sort() });
}

/**
 * The query parameters that the loaders of pages a visitor may get without signing in read (`searchParams` in
 * app/routes), by path; a path not listed reads none. A page that starts reading a parameter must be listed here, or
 * every visitor gets the page as rendered without it. Pages of a signed-in parent are never shared (sharedPageKey).
 */
const PAGE_QUERIES: ReadonlyMap<string, PageQuery> = new Map([
  ['/library', libraryFilter],
  ['/resources/library-cards', (params) => {
    const kept = libraryFilter(params);
    const child = params.get('child');
    if (child !== null) kept.set('child', child);
    return kept;
  }],
  ['/login', reads('redirectTo')],
  ['/signup', reads('plan')],
  ['/subscription-renewal', reads('plan')],
  ['/welcome-details', reads('bluetooth')],
  ['/reset-password', reads('token')],
  ['/thank-you', reads('session_id')],
  ['/preview', reads('type', 'documentId', 'expires', 'signature')],
]);

/** The query of `url` that its page reads (`?…`, or '' when it reads none): what a shared copy of the page may vary by. */
export function pageQuery(url: URL): string {
  const query = PAGE_QUERIES.get(url.pathname)?.(url.searchParams).toString() ?? '';
  return query ? `?${query}` : '';
}
