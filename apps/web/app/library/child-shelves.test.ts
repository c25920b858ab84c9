import { describe, expect, it } from 'vitest';
import { meditationFixture } from '../cms/meditation.fixture';
import { CONTINUE_ROW_LIMIT, continueRow } from './child-shelves';

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
