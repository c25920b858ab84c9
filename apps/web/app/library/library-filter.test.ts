import { AGE_RANGES, DURATION_BUCKETS, FEELINGS } from '@tate/contracts/filters';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '../cms/library-filter';
import { AGE_OPTIONS, DURATION_OPTIONS, FEELING_OPTIONS, libraryHref } from './library-filter';

describe('library filter options', () => {
  it("offer the contracts' values in their order, each with its label", () => {
    expect(DURATION_OPTIONS.map((option) => option.value)).toEqual(DURATION_BUCKETS);
    expect(AGE_OPTIONS.map((option) => option.value)).toEqual(AGE_RANGES);
    expect(FEELING_OPTIONS.map((option) => option.value)).toEqual(FEELINGS);
    expect(DURATION_OPTIONS[0]).toEqual({ value: '5-10', label: '5-10 min' });
    expect(AGE_OPTIONS[3]).toEqual({ value: '11+', label: '11+ years' });
    expect(FEELING_OPTIONS[5]).toEqual({ value: 'calm', label: 'Calm' });
  });
});

describe('library addresses', () => {
  it("keep the page's path and leave an empty filter out", () => {
    expect(libraryHref('/library', EMPTY_FILTER)).toBe('/library');
    expect(libraryHref('/library/child-1', { ...EMPTY_FILTER, search: 'owl', theme: ['calm'] })).toBe('/library/child-1?search=owl&feel=calm');
  });
});
