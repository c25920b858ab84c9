import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it("writes the day in the site's locale, in UTC", () => {
    expect(formatDate('2027-11-21T23:30:00.000Z', 'en-CA')).toBe('November 21, 2027');
    expect(formatDate('2027-11-21T23:30:00.000Z', 'en-GB')).toBe('21 November 2027');
    expect(formatDate('2027-11-21T23:30:00.000Z', 'fr-CA')).toBe('21 novembre 2027');
  });

  it('gives nothing for no date or one it cannot read', () => {
    expect(formatDate('soon', 'en-CA')).toBeNull();
    expect(formatDate(null, 'en-CA')).toBeNull();
  });
});
