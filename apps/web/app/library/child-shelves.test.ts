import { describe, expect, it } from 'vitest';
import { meditationFixture } from '../cms/meditation.fixture';
import { CHILD_ROW_LIMIT, CONTINUE_ROW_LIMIT, childRow, continueRow } from './child-shelves';

function meditation(id: string, percentCompleted: number) {
  return meditationFixture(id, { percentCompleted });
}

describe('continueRow', () => {
  it('offers what was started and not finished, the latest played first', () => {
    const items = [meditation('a', 40), meditation('b', 0), meditation('c', 100), meditation('d', 12)];
    const positions = new Map([
      ['d', 36],
      ['c', 300],
      ['a', 120],
    ]);
    expect(continueRow(items, positions).map((item) => item.id)).toEqual(['d', 'a']);
  });

  it('leaves out history of meditations the library no longer has', () => {
    expect(continueRow([meditation('a', 50)], new Map([['gone', 30], ['a', 150]])).map((item) => item.id)).toEqual(['a']);
  });

  it(`keeps ${CONTINUE_ROW_LIMIT} at most`, () => {
    const items = Array.from({ length: CONTINUE_ROW_LIMIT + 3 }, (_, index) => meditation(String(index), 50));
    const positions = new Map(items.map((item) => [item.id, 150]));
    expect(continueRow(items, positions)).toHaveLength(CONTINUE_ROW_LIMIT);
  });
});

describe('childRow', () => {
  it('puts what was started first, then favourites, then suggestions, each meditation once', () => {
    const row = childRow({
      continueItems: [meditation('a', 40)],
      favourites: [meditation('b', 0), meditation('a', 40)],
      suggestions: [meditation('c', 0), meditation('b', 0)],
    });
    expect(row.map(({ reason, meditation: item }) => `${reason}:${item.id}`)).toEqual(['continue:a', 'favourite:b', 'suggested:c']);
  });

  it('is empty when the child has nothing of any kind', () => {
    expect(childRow({ continueItems: [], favourites: [], suggestions: [] })).toEqual([]);
  });

  it(`holds ${CHILD_ROW_LIMIT} cards at most, the suggestions giving way first`, () => {
    const favourites = Array.from({ length: 4 }, (_, index) => meditation(`f${index}`, 0));
    const suggestions = Array.from({ length: CHILD_ROW_LIMIT }, (_, index) => meditation(`s${index}`, 0));
    const row = childRow({ continueItems: [meditation('a', 10)], favourites, suggestions });
    expect(row).toHaveLength(CHILD_ROW_LIMIT);
    expect(row.filter((item) => item.reason === 'favourite')).toHaveLength(4);
  });
});
