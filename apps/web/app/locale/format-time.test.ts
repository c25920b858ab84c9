import { describe, expect, it } from 'vitest';
import { formatClockTime, formatWait } from './format-time';

describe('formatClockTime', () => {
  it('reads the instant in the family time zone and the site locale', () => {
    expect(formatClockTime('2026-11-27T12:00:00Z', 'America/Toronto', 'en-CA')).toBe('7:00 a.m.');
    expect(formatClockTime('2026-11-27T12:00:00Z', 'Europe/London', 'en-GB')).toBe('12:00');
  });
});

describe('formatWait', () => {
  it('says hours and minutes, rounding up to the minute', () => {
    expect(formatWait((9 * 60 + 29) * 60_000 + 1, 'en-CA')).toBe('9 hours 30 minutes');
    expect(formatWait(2 * 3_600_000, 'en-CA')).toBe('2 hours');
    expect(formatWait(20_000, 'en-CA')).toBe('1 minute');
  });
});
