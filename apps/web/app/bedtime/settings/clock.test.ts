import { describe, expect, it } from 'vitest';
import { formatWallTime, weekdayOf } from './clock';

describe('formatWallTime', () => {
  it('writes a family clock time in the site locale, whatever the server zone', () => {
    expect(formatWallTime('20:00', 'en-CA')).toBe('8:00 p.m.');
    expect(formatWallTime('07:05', 'en-CA')).toBe('7:05 a.m.');
    expect(formatWallTime('20:00', 'fr-CA')).toBe('20 h 00');
  });
});

describe('weekdayOf', () => {
  it('names the calendar day itself, not the day in the server zone', () => {
    expect(weekdayOf('2026-11-26', 'en-CA', 'long')).toBe('Thursday');
    expect(weekdayOf('2026-11-22', 'en-CA', 'short')).toBe('Sun');
  });
});
