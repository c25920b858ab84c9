import { filterToSearchParams, type LibraryFilter } from '../cms/library-filter';

/** Where the rest of the library's cards for a filter and child come from (routes/library-cards.ts). */
export function libraryCardsPath(filter: LibraryFilter, childId: string | undefined): string {
  const params = filterToSearchParams(filter);
  if (childId) params.set('child', childId);
  const query = params.toString();
  return query ? `/resources/library-cards?${query}` : '/resources/library-cards';
}
