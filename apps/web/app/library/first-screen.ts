import { CAROUSEL_LAYOUTS } from '@tate/ui';
import type { LibraryCategory } from '../cms/library.server';
import type { Meditation } from '../cms/meditation';
import { isFilterEmpty, type LibraryFilter } from '../cms/library-filter';

/**
 * How many cards of the first category the library's HTML carries: what its row draws before the page is interactive
 * (a phone's card and the one peeking in, the kit's `firstScreenOnly`); the rest of the row follows with the other
 * categories' cards (docs/decisions/2026-11-30-library-first-load-under-100.md).
 */
export const FIRST_SCREEN_CARDS = CAROUSEL_LAYOUTS.library.base + 1;

/** A library category as the page first shows it: `items` may be the first of `count` cards, or none yet. */
export type ScreenCategory = LibraryCategory & { count: number };

/** The rest of each category's cards, by category id, for the library of one query (`forQuery`). */
export type RestOfLibrary = { forQuery: string; rest: Record<string, Meditation[]> };

/**
 * What the whole library's first screen needs: the first category's first cards; every other category by its
 * heading alone, its cards following once the page is interactive (`restOfLibrary`). A filtered library (a search, a
 * filter, one category's page) is the answer the visitor asked for and comes whole, with or without JavaScript.
 */
export function firstScreen(categories: LibraryCategory[], filter: LibraryFilter): ScreenCategory[] {
  const whole = !isFilterEmpty(filter);
  return categories.map((category, index) => ({
    ...category,
    count: category.items.length,
    items: whole ? category.items : index === 0 ? category.items.slice(0, FIRST_SCREEN_CARDS) : [],
  }));
}

/** The cards `firstScreen` left out, by category id. */
export function restOfLibrary(categories: LibraryCategory[], filter: LibraryFilter, forQuery: string): RestOfLibrary {
  const shown = firstScreen(categories, filter);
  const rest: Record<string, Meditation[]> = {};
  categories.forEach((category, index) => {
    const remaining = category.items.slice(shown[index]?.items.length ?? 0);
    if (remaining.length > 0) rest[category.id] = remaining;
  });
  return { forQuery, rest };
}

/** The first screen's categories with the rest of their cards, once they came for the same query. */
export function withRest(categories: ScreenCategory[], rest: RestOfLibrary | undefined, query: string): ScreenCategory[] {
  if (!rest || rest.forQuery !== query) return categories;
  return categories.map((category) => ({ ...category, items: [...category.items, ...(rest.rest[category.id] ?? [])] }));
}

/** True while some category still waits for the rest of its cards. */
export function awaitsRest(categories: ScreenCategory[]): boolean {
  return categories.some((category) => category.items.length < category.count);
}
