import { describe, expect, it } from 'vitest';
import { retentionPeriods } from './retention';

describe('retentionPeriods', () => {
  it('keeps history and idle accounts 24 months and warns 30 days before erasing, unless set', () => {
    expect(retentionPeriods({})).toEqual({ historyMonths: 24, inactiveAccountMonths: 24, erasureNoticeDays: 30 });
  });

  it('takes an empty value (KEY= in a .env file) as unset', () => {
    expect(retentionPeriods({ RETENTION_HISTORY_MONTHS: '' }).historyMonths).toBe(24);
  });

  it('reads each period from the environment', () => {
    expect(retentionPeriods({ RETENTION_HISTORY_MONTHS: '12', RETENTION_INACTIVE_ACCOUNT_MONTHS: '36', RETENTION_ERASURE_NOTICE_DAYS: '14' })).toEqual({
      historyMonths: 12,
      inactiveAccountMonths: 36,
      erasureNoticeDays: 14,
    });
  });

  it('refuses a period that is not a whole number of months in range', () => {
    expect(() => retentionPeriods({ RETENTION_HISTORY_MONTHS: '0' })).toThrow();
    expect(() => retentionPeriods({ RETENTION_HISTORY_MONTHS: 'forever' })).toThrow();
    expect(() => retentionPeriods({ RETENTION_ERASURE_NOTICE_DAYS: '1' })).toThrow();
  });
});
