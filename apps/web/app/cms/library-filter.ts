/**
 * The library's filter as it lives in the URL query string, so a filtered library is a link and a plain GET form, and
 * as the CMS library query takes it. `?search=cloud&duration=5-10&category=<id>&age=3-4&feel=calm` (repeat a key for
 * several values). The duration, age and feeling values are the contracts' (`@tate/contracts/filters`: constants only,
 * so the library page's bundle gets no zod); their labels are the library's (library/library-filter.ts).
 */
import { AGE_RANGES, DURATION_BUCKETS, FEELINGS } from '@tate/contracts/filters';

export type LibraryFilter = {
  search: string;
  duration: string[];
  categoryIds: string[];
  ageRange: string[];
  theme: string[];
};

/** The query-string key of each filter field. */
export const FILTER_PARAMS = {
  search: 'search',
  duration: 'duration',
  categoryIds: 'category',
  ageRange: 'age',
  theme: 'feel',
} as const satisfies Record<keyof LibraryFilter, string>;

export const EMPTY_FILTER: LibraryFilter = { search: '', duration: [], categoryIds: [], ageRange: [], theme: [] };

const SEARCH_MAX = 100;
const CATEGORY_ID = /^[\w-]{1,64}$/;
const MAX_CATEGORIES = 50;

function known(values: string[], allowed: readonly string[]): string[] {
  const wanted = new Set(values);
  return allowed.filter((value) => wanted.has(value));
}

/** Reads the filter from a query string; unknown values are dropped, so any link gives a valid filter. */
export function filterFromSearchParams(params: URLSearchParams): LibraryFilter {
  const categoryIds = [...new Set(params.getAll(FILTER_PARAMS.categoryIds))].filter((id) => CATEGORY_ID.test(id));
  return {
    search: (params.get(FILTER_PARAMS.search) ?? '').trim().slice(0, SEARCH_MAX),
    duration: known(params.getAll(FILTER_PARAMS.duration), DURATION_BUCKETS),
    categoryIds: categoryIds.slice(0, MAX_CATEGORIES),
    ageRange: known(params.getAll(FILTER_PARAMS.ageRange), AGE_RANGES),
    theme: known(params.getAll(FILTER_PARAMS.theme), FEELINGS),
  };
}

/** The query string of a filter; empty fields are left out, so the unfiltered library is plain `/library`. */
export function filterToSearchParams(filter: LibraryFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set(FILTER_PARAMS.search, filter.search.trim());
  const lists = ['duration', 'categoryIds', 'ageRange', 'theme'] as const;
  for (const field of lists) {
    for (const value of filter[field]) params.append(FILTER_PARAMS[field], value);
  }
  return params;
}

export function isFilterEmpty(filter: LibraryFilter): boolean {
  return filterToSearchParams(filter).size === 0;
}

/** The filter body of the CMS library query (spec section 3), as the mobile apps send it. */
export function toCmsFilter(filter: LibraryFilter) {
  return {
    searchTerm: filter.search,
    duration: filter.duration,
    categoryIds: filter.categoryIds,
    ageRange: filter.ageRange,
    theme: filter.theme,
  };
}
