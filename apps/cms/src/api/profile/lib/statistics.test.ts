import { describe, expect, it } from 'vitest';
import { ageRangeLabel, currentStreak } from './statistics';

describe('currentStreak', () => {
  const now = new Date('2026-03-10T23:30:00Z');

  it('counts consecutive days ending today in the child time zone', () => {
    expect(currentStreak(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06'], 'UTC', now)).toBe(3);
  });

  it('keeps a streak that ended yesterday and breaks one that ended earlier', () => {
    expect(currentStreak(['2026-03-09', '2026-03-08'], 'UTC', now)).toBe(2);
    expect(currentStreak(['2026-03-08'], 'UTC', now)).toBe(0);
  });

  it('uses the time zone to decide what today is', () => {
    expect(currentStreak(['2026-03-11'], 'Pacific/Auckland', now)).toBe(1);
    expect(currentStreak(['2026-03-11'], 'America/New_York', now)).toBe(0);
  });
});

describe('ageRangeLabel', () => {
  it.each([
    [2, '3-4'],
    [4, '3-4'],
    [5, '5-7'],
    [8, '8-10'],
    [11, '11+'],
  ] as const)('age %i is in %s', (age, label) => {
    expect(ageRangeLabel(age)).toBe(label);
  });
});
