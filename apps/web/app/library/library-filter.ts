/**
 * The library's filter as the page shows it: each value's label (the values are the contracts', the filter itself is
 * cms/library-filter.ts), and the address of a filtered library.
 */
import { AGE_RANGES, DURATION_BUCKETS, FEELINGS, type AgeRange, type DurationBucket, type Feeling } from '@tate/contracts/filters';
import { filterToSearchParams, type LibraryFilter } from '../cms/library-filter';

type Option<Value extends string> = { value: Value; label: string };

/** The options of one filter: the values in the contracts' order, each with its label (every value must have one). */
function optionsOf<Value extends string>(values: readonly Value[], labels: Record<Value, string>): readonly Option<Value>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

const DURATION_LABELS: Record<DurationBucket, string> = { '5-10': '5-10 min', '10-15': '10-15 min', '15+': '15+ min' };

const AGE_LABELS: Record<AgeRange, string> = { '3-4': '3-4 years', '5-7': '5-7 years', '8-10': '8-10 years', '11+': '11+ years' };

const FEELING_LABELS: Record<Feeling, string> = {
  sleepy: 'Sleepy',
  excited: 'Excited',
  confident: 'Confident',
  imaginative: 'Imaginative',
  focused: 'Focused',
  calm: 'Calm',
  thoughtful: 'Thoughtful',
  active: 'Active',
};

export const DURATION_OPTIONS = optionsOf(DURATION_BUCKETS, DURATION_LABELS);
export const AGE_OPTIONS = optionsOf(AGE_RANGES, AGE_LABELS);
export const FEELING_OPTIONS = optionsOf(FEELINGS, FEELING_LABELS);

/** The address of the library (or a child's library, `pathname`) filtered by `filter`. */
export function libraryHref(pathname: string, filter: LibraryFilter): string {
  const query = filterToSearchParams(filter).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A search term as the page quotes it (one style everywhere: curly double quotes). */
export function quoted(term: string): string {
  return `“${term}”`;
}
