import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '../cms/library-filter';
import { libraryHref } from './library-filter';
import { noMatchesAdvice } from './NoMatchesAnswer';

describe('when nothing matches', () => {
  it('quotes the search term and offers the filter without it, and three feelings on their own', () => {
    const advice = noMatchesAdvice({ ...EMPTY_FILTER, search: 'zzzz' });
    expect(advice?.title).toBe('No meditations match “zzzz”');
    expect(advice?.clearSearch).toEqual(EMPTY_FILTER);
    expect(advice?.clearFilters).toBeNull();
    expect(advice?.feelings.map((feeling) => [feeling.label, libraryHref('/library', feeling.filter)])).toEqual([
      ['Calm', '/library?feel=calm'],
      ['Sleepy', '/library?feel=sleepy'],
      ['Excited', '/library?feel=excited'],
    ]);
  });

  it('keeps the other filters when the search is cleared, and offers the search alone', () => {
    const advice = noMatchesAdvice({ ...EMPTY_FILTER, search: 'zzzz', duration: ['15+'], theme: ['calm'] });
    expect(advice?.clearSearch).toEqual({ ...EMPTY_FILTER, duration: ['15+'], theme: ['calm'] });
    expect(advice?.clearFilters).toEqual({ ...EMPTY_FILTER, search: 'zzzz' });
    // A feeling already chosen is not suggested again.
    expect(advice?.feelings.map((feeling) => feeling.value)).toEqual(['sleepy', 'excited', 'confident']);
  });

  it('speaks of filters when there is no search term', () => {
    const advice = noMatchesAdvice({ ...EMPTY_FILTER, ageRange: ['3-4'] });
    expect(advice?.title).toBe('No meditations match these filters');
    expect(advice?.clearSearch).toBeNull();
    expect(advice?.clearFilters).toEqual(EMPTY_FILTER);
  });

  it('has nothing to suggest for the unfiltered library', () => {
    expect(noMatchesAdvice(EMPTY_FILTER)).toBeNull();
  });
});
