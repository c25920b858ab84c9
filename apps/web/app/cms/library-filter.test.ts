import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, filterFromSearchParams, filterToSearchParams, isFilterEmpty, toCmsFilter } from './library-filter';

describe('library filter in the URL', () => {
  it('reads every field, repeated keys as lists', () => {
    const params = new URLSearchParams('search=+cloud+&duration=5-10&duration=15%2B&category=abc123&age=3-4&feel=calm&feel=sleepy');
    expect(filterFromSearchParams(params)).toEqual({
      search: 'cloud',
      duration: ['5-10', '15+'],
      categoryIds: ['abc123'],
      ageRange: ['3-4'],
      theme: ['sleepy', 'calm'],
    });
  });

  it('drops values the library does not know, so any link is a valid filter', () => {
    const params = new URLSearchParams('duration=60&age=99&feel=angry&category=%3Cscript%3E&category=ok-id&category=ok-id');
    expect(filterFromSearchParams(params)).toEqual({ ...EMPTY_FILTER, categoryIds: ['ok-id'] });
  });

  it('caps the search term at 100 characters', () => {
    expect(filterFromSearchParams(new URLSearchParams({ search: 'a'.repeat(300) })).search).toHaveLength(100);
  });

  it('writes only the fields in use, and reads back what it wrote', () => {
    const filter = { ...EMPTY_FILTER, search: 'stars', ageRange: ['5-7', '8-10'] };
    const params = filterToSearchParams(filter);
    expect(params.toString()).toBe('search=stars&age=5-7&age=8-10');
    expect(filterFromSearchParams(params)).toEqual(filter);
  });

  it('an empty filter is the bare library address', () => {
    expect(filterToSearchParams(EMPTY_FILTER).toString()).toBe('');
    expect(isFilterEmpty(EMPTY_FILTER)).toBe(true);
    expect(isFilterEmpty({ ...EMPTY_FILTER, theme: ['calm'] })).toBe(false);
  });

  it('maps to the CMS library query body', () => {
    expect(toCmsFilter({ ...EMPTY_FILTER, search: 'owl', categoryIds: ['c1'] })).toEqual({
      searchTerm: 'owl',
      duration: [],
      categoryIds: ['c1'],
      ageRange: [],
      theme: [],
    });
  });
});
