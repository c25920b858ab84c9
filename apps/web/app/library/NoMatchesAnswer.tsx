import { useLocation } from '@remix-run/react';
import { FEELINGS, type Feeling } from '@tate/contracts/filters';
import { EmptyState, LinkButton } from '@tate/ui';
import { EMPTY_FILTER, isFilterEmpty, type LibraryFilter } from '../cms/library-filter';
import { FEELING_OPTIONS, libraryHref, quoted } from './library-filter';

const labelOf = (feeling: Feeling) => FEELING_OPTIONS.find((option) => option.value === feeling)?.label ?? feeling;

/** The feelings an empty answer suggests first; one already chosen gives way to the next. */
const SUGGESTED_FEELINGS: readonly Feeling[] = ['calm', 'sleepy', 'excited', ...FEELINGS];

export type NoMatchesAdvice = {
  title: string;
  description: string;
  /** The same filter without its search term, when there is one. */
  clearSearch: LibraryFilter | null;
  /** The same search (if any) without the other filters, when there are some. */
  clearFilters: LibraryFilter | null;
  /** Three feelings to try instead, each on its own. */
  feelings: { value: Feeling; label: string; filter: LibraryFilter }[];
};

/** What the library says and offers when a filter matches nothing; null for the unfiltered library (it is empty). */
export function noMatchesAdvice(filter: LibraryFilter): NoMatchesAdvice | null {
  if (isFilterEmpty(filter)) return null;
  const hasSearch = filter.search !== '';
  const hasLists = !isFilterEmpty({ ...filter, search: '' });
  const feelings = [...new Set(SUGGESTED_FEELINGS)]
    .filter((feeling) => !filter.theme.includes(feeling))
    .slice(0, 3)
    .map((feeling) => ({ value: feeling, label: labelOf(feeling), filter: { ...EMPTY_FILTER, theme: [feeling] } }));
  return {
    title: hasSearch ? `No meditations match ${quoted(filter.search)}` : 'No meditations match these filters',
    description: hasSearch ? 'Try another word, or pick a feeling:' : 'Try fewer filters, or pick a feeling:',
    clearSearch: hasSearch ? { ...filter, search: '' } : null,
    clearFilters: hasLists ? { ...EMPTY_FILTER, search: filter.search } : null,
    feelings,
  };
}

/**
 * The library's answer when nothing matches: what was asked (the search term quoted), a way back (clear the search,
 * or the filters) and three feelings to try. The unfiltered library with no categories keeps the spec's text.
 */
export function NoMatchesAnswer({ filter }: { filter: LibraryFilter }) {
  const { pathname } = useLocation();
  const advice = noMatchesAdvice(filter);
  if (!advice) return <EmptyState title="No categories found" />;
  return (
    <EmptyState
      className="library-no-matches"
      title={advice.title}
      headingLevel={2}
      description={advice.description}
      action={
        <ul className="library-no-matches__links">
          {advice.clearSearch ? (
            <li>
              <LinkButton href={libraryHref(pathname, advice.clearSearch)} variant="secondary">
                Clear search
              </LinkButton>
            </li>
          ) : null}
          {advice.clearFilters ? (
            <li>
              <LinkButton href={libraryHref(pathname, advice.clearFilters)} variant="secondary">
                Clear filters
              </LinkButton>
            </li>
          ) : null}
          {advice.feelings.map((feeling) => (
            <li key={feeling.value}>
              <LinkButton href={libraryHref(pathname, feeling.filter)} variant="secondary">
                {feeling.label}
              </LinkButton>
            </li>
          ))}
        </ul>
      }
    />
  );
}
