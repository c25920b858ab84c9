import { describe, expect, it } from 'vitest';
import { lastSeenInWords } from './last-seen';

const now = Date.parse('2026-11-28T17:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('lastSeenInWords', () => {
  it('says how long ago a device was seen', () => {
    expect(lastSeenInWords(ago(3 * 60_000), 'en-CA', now)).toBe('just now');
    expect(lastSeenInWords(ago(25 * 60_000), 'en-CA', now)).toBe('25 minutes ago');
    expect(lastSeenInWords(ago(3 * 3_600_000), 'en-CA', now)).toBe('3 hours ago');
    expect(lastSeenInWords(ago(30 * 3_600_000), 'en-CA', now)).toBe('yesterday');
    expect(lastSeenInWords(ago(4 * 86_400_000), 'en-CA', now)).toBe('4 days ago');
    expect(lastSeenInWords('2026-09-01T12:00:00Z', 'en-GB', now)).toBe('on 1 September 2026');
    expect(lastSeenInWords('not a date', 'en-CA', now)).toBe('at an unknown time');
  });
});
