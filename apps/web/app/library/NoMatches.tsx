import { Suspense, lazy } from 'react';
import type { LibraryFilter } from '../cms/library-filter';

// Only a search or filter that matches nothing shows it: it loads then, not with the page's first scripts.
const NoMatchesAnswer = lazy(() => import('./NoMatchesAnswer').then((module) => ({ default: module.NoMatchesAnswer })));

/** The library's empty answer (NoMatchesAnswer), loaded when first shown; the server renders it whole. */
export function NoMatches({ filter }: { filter: LibraryFilter }) {
  return (
    <Suspense fallback={null}>
      <NoMatchesAnswer filter={filter} />
    </Suspense>
  );
}
