import { describe, expect, it } from 'vitest';
import type { LibraryCategory } from '../cms/library.server';
import type { Meditation } from '../cms/meditation';
import { meditationFixture } from '../cms/meditation.fixture';
import { FIRST_SCREEN_CARDS, awaitsRest, firstScreen, restOfLibrary, withRest } from './first-screen';
import { EMPTY_FILTER } from '../cms/library-filter';

function category(id: string, count: number): LibraryCategory {
  const items = Array.from({ length: count }, (_, index) => meditationFixture(`${id}-${index}`));
  return { id, name: id, slug: id, description: '', imageUrl: null, image: null, items };
}

const ids = (items: Meditation[]) => items.map((item) => item.id);

describe('the library first screen', () => {
  const library = [category('sleep', FIRST_SCREEN_CARDS + 2), category('breathe', 3), category('empty', 0)];

  it('carries the first cards of the first category and only the headings of the others', () => {
    const screen = firstScreen(library, EMPTY_FILTER);
    expect(screen.map((entry) => [entry.id, entry.items.length, entry.count])).toEqual([
      ['sleep', FIRST_SCREEN_CARDS, FIRST_SCREEN_CARDS + 2],
      ['breathe', 0, 3],
      ['empty', 0, 0],
    ]);
    expect(awaitsRest(screen)).toBe(true);
  });

  it('completes every category, in order, with the rest of the same query', () => {
    const rest = restOfLibrary(library, EMPTY_FILTER, '/resources/library-cards');
    expect(Object.keys(rest.rest)).toEqual(['sleep', 'breathe']);
    const complete = withRest(firstScreen(library, EMPTY_FILTER), rest, '/resources/library-cards');
    expect(complete.map((entry) => ids(entry.items))).toEqual(library.map((entry) => ids(entry.items)));
    expect(awaitsRest(complete)).toBe(false);
  });

  it('ignores a rest that came for another filter', () => {
    const rest = restOfLibrary(library, EMPTY_FILTER, '/resources/library-cards?search=cloud');
    expect(withRest(firstScreen(library, EMPTY_FILTER), rest, '/resources/library-cards')).toEqual(firstScreen(library, EMPTY_FILTER));
  });

  it('gives a filtered library whole: the answer the visitor asked for', () => {
    const filter = { ...EMPTY_FILTER, search: 'cloud' };
    expect(firstScreen(library, filter).map((entry) => entry.items.length)).toEqual([FIRST_SCREEN_CARDS + 2, 3, 0]);
    expect(awaitsRest(firstScreen(library, filter))).toBe(false);
    expect(restOfLibrary(library, filter, '/resources/library-cards?search=cloud').rest).toEqual({});
  });
});
