import { describe, expect, it } from 'vitest';
import { getYearOptions } from './year-range';

describe('getYearOptions', () => {
  it('spans 10 years either side without bounds', () => {
    const years = getYearOptions(2020);
    expect(years[0]).toBe(2010);
    expect(years.at(-1)).toBe(2030);
    expect(years).toHaveLength(21);
  });

  it('spans the whole bounded range', () => {
    expect(getYearOptions(2020, 2018, 2022)).toEqual([2018, 2019, 2020, 2021, 2022]);
  });

  it('mixes one bound with the 10-year span', () => {
    const years = getYearOptions(2020, undefined, 2026);
    expect(years[0]).toBe(2010);
    expect(years.at(-1)).toBe(2026);
  });

  it('caps a bounded list at 500 years, keeping the shown year', () => {
    const years = getYearOptions(2020, 1000, 2026);
    expect(years).toHaveLength(500);
    expect(years).toContain(2020);
    expect(years.at(-1)).toBeLessThanOrEqual(2026);
  });
});
