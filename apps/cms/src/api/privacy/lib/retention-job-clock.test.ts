import { describe, expect, it } from 'vitest';
import { dayOf, daysAfter, monthsBefore, runKeyOf } from './retention-job-clock';

describe('the retention job clock', () => {
  it('goes back whole calendar months, to the last day of a shorter month', () => {
    expect(monthsBefore(new Date('2026-11-26T10:00:00Z'), 24).toISOString()).toBe('2024-11-26T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(monthsBefore(new Date('2026-02-28T00:00:00Z'), 24).toISOString()).toBe('2024-02-28T00:00:00.000Z');
  });

  it('names the day and the hour of a run in UTC', () => {
    const now = new Date('2026-11-26T23:30:00Z');
    expect(dayOf(now)).toBe('2026-11-26');
    expect(runKeyOf(now)).toBe('2026-11-26T23');
    expect(daysAfter(now, 30).toISOString()).toBe('2026-12-26T23:30:00.000Z');
  });
});
