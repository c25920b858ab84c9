import { Suspense } from 'react';
import { lazyComponent } from '../chunks/lazy-component';
import type { LibraryFilter } from '../cms/library-filter';

// Only a search or filter that matches nothing shows it: it loads then, not with the page's first scripts.
const NoMatchesAnswer = lazyComponent(() => import('./NoMatchesAnswer').then((module) => module.NoMatchesAnswer));

/** The library's empty answer (NoMatchesAnswer), loaded when first shown; the server renders it whole. */
export function NoMatches({ filter }: { filter: LibraryFilter }) {
  return (
    <Suspense fallback={null}>
      <NoMatchesAnswer filter={filter} />
    </Suspense>
  );
}
