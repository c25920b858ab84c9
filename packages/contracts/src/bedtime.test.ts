import { describe, expect, it } from 'vitest';
import {
  bedtimePhase,
  bedtimeSettingsSchema,
  dailyLimitStatus,
  dayIn,
  isTimeZone,
  LIMIT_EXTENSION_MINUTES,
  mayPlay,
  BEDTIME_MESSAGES,
  quietHoursHold,
  routineFits,
  WIND_DOWN_MINUTES,
  zonedInstant,
} from './index';

const TORONTO = 'America/Toronto';
const at = (iso: string) => new Date(iso);
const phaseAt = (bedtime: string, wakeTime: string, timeZone: string, iso: string) => bedtimePhase({ bedtime, wakeTime, timeZone }, at(iso));

const settings = (overrides: Record<string, unknown> = {}) => ({
  bedtime: '20:00',
  wakeTime: '07:00',
  timeZone: TORONTO,
  routine: ['a', 'b'],
  dailyLimitMinutes: 60,
  ...overrides,
});

function issues(body: Record<string, unknown>): Record<string, string> {
  const result = bedtimeSettingsSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('bedtime settings', () => {
  it('accepts a full set and none at all', () => {
    expect(bedtimeSettingsSchema.parse(settings())).toEqual(settings());
    expect(bedtimeSettingsSchema.parse({ bedtime: '', wakeTime: null, timeZone: 'Europe/London', dailyLimitMinutes: '' })).toEqual({
      bedtime: null,
      wakeTime: null,
      timeZone: 'Europe/London',
      routine: [],
      dailyLimitMinutes: null,
    });
  });

  it('reads a form limit as a number', () => {
    expect(bedtimeSettingsSchema.parse(settings({ dailyLimitMinutes: '45' })).dailyLimitMinutes).toBe(45);
  });

  it('names the field of each refusal', () => {
    expect(issues(settings({ bedtime: '8pm' }))).toEqual({ bedtime: BEDTIME_MESSAGES.bedtimeFormat });
    expect(issues(settings({ bedtime: '24:00' }))).toEqual({ bedtime: BEDTIME_MESSAGES.bedtimeFormat });
    expect(issues(settings({ wakeTime: '7:00' }))).toEqual({ wakeTime: BEDTIME_MESSAGES.wakeTimeFormat });
    expect(issues(settings({ wakeTime: null }))).toEqual({ wakeTime: BEDTIME_MESSAGES.bedtimeNeedsWakeTime });
    expect(issues(settings({ bedtime: null }))).toEqual({ bedtime: BEDTIME_MESSAGES.wakeTimeNeedsBedtime });
    expect(issues(settings({ wakeTime: '20:00' }))).toEqual({ wakeTime: BEDTIME_MESSAGES.bedtimeEqualsWakeTime });
    expect(issues(settings({ timeZone: 'Mars/Olympus' }))).toEqual({ timeZone: BEDTIME_MESSAGES.timeZoneUnknown });
    expect(issues(settings({ routine: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toEqual({ routine: BEDTIME_MESSAGES.routineTooLong(5) });
    expect(issues(settings({ routine: ['a', 'a'] }))).toEqual({ routine: BEDTIME_MESSAGES.routineRepeats });
    expect(issues(settings({ dailyLimitMinutes: 4 }))).toEqual({ dailyLimitMinutes: BEDTIME_MESSAGES.dailyLimitRange(5, 240) });
    expect(issues(settings({ dailyLimitMinutes: 241 }))).toEqual({ dailyLimitMinutes: BEDTIME_MESSAGES.dailyLimitRange(5, 240) });
    expect(issues(settings({ dailyLimitMinutes: 12.5 }))).toEqual({ dailyLimitMinutes: BEDTIME_MESSAGES.dailyLimitRange(5, 240) });
  });

  it('fits a routine into the wind-down', () => {
    expect(WIND_DOWN_MINUTES).toBe(30);
    expect(routineFits(30)).toBe(true);
    expect(routineFits(31)).toBe(false);
  });

  it('words the refusals', () => {
    expect(BEDTIME_MESSAGES.bedtimeQuiet('07:00')).toBe('Tate is sleeping. Meditations come back at 07:00.');
    expect(BEDTIME_MESSAGES.dailyLimitReached).toBe("That's all for today. Tate will be ready tomorrow.");
  });
});

describe('bedtimePhase', () => {
  it('is day without a bedtime', () => {
    expect(bedtimePhase({ bedtime: null, wakeTime: null, timeZone: TORONTO }, at('2026-11-27T01:00:00Z'))).toEqual({
      phase: 'day',
      wakeAt: null,
      bedtimeAt: null,
      windDownAt: null,
    });
  });

  it('goes day, wind-down, quiet and day again in the family time zone', () => {
    // Toronto is UTC-5 in November: 19:29 local is 00:29Z the next day.
    expect(phaseAt('20:00', '07:00', TORONTO, '2026-11-27T00:29:00Z')).toEqual({
      phase: 'day',
      wakeAt: null,
      bedtimeAt: '2026-11-27T01:00:00.000Z',
      windDownAt: '2026-11-27T00:30:00.000Z',
    });
    expect(phaseAt('20:00', '07:00', TORONTO, '2026-11-27T00:30:00Z').phase).toBe('wind-down');
    expect(phaseAt('20:00', '07:00', TORONTO, '2026-11-27T01:00:00Z')).toMatchObject({ phase: 'quiet', wakeAt: '2026-11-27T12:00:00.000Z' });
    // 03:00 local, after midnight: still the night that began yesterday.
    expect(phaseAt('20:00', '07:00', TORONTO, '2026-11-27T08:00:00Z')).toMatchObject({ phase: 'quiet', wakeAt: '2026-11-27T12:00:00.000Z' });
    expect(phaseAt('20:00', '07:00', TORONTO, '2026-11-27T12:00:00Z')).toMatchObject({ phase: 'day', bedtimeAt: '2026-11-28T01:00:00.000Z' });
  });

  it('reads the same instant in each family time zone', () => {
    const instant = '2026-11-27T01:30:00Z';
    expect(phaseAt('20:00', '07:00', TORONTO, instant).phase).toBe('quiet');
    expect(phaseAt('20:00', '07:00', 'Europe/London', instant).phase).toBe('quiet');
    expect(phaseAt('20:00', '07:00', 'America/Los_Angeles', instant).phase).toBe('day'); // 17:30 there
    expect(phaseAt('20:00', '07:00', 'Asia/Kolkata', instant).phase).toBe('day'); // 07:00 there: wake-up
    expect(phaseAt('20:00', '07:00', 'Asia/Kolkata', '2026-11-27T01:29:00Z').phase).toBe('quiet');
  });

  it('handles a bedtime after midnight', () => {
    // Bedtime 00:30, wake 08:00, both on the same calendar day.
    expect(phaseAt('00:30', '08:00', TORONTO, '2026-11-27T04:59:00Z').phase).toBe('day'); // 23:59
    expect(phaseAt('00:30', '08:00', TORONTO, '2026-11-27T05:00:00Z')).toMatchObject({ phase: 'wind-down', bedtimeAt: '2026-11-27T05:30:00.000Z' });
    expect(phaseAt('00:30', '08:00', TORONTO, '2026-11-27T05:30:00Z')).toMatchObject({ phase: 'quiet', wakeAt: '2026-11-27T13:00:00.000Z' });
    expect(phaseAt('00:30', '08:00', TORONTO, '2026-11-27T13:00:00Z').phase).toBe('day');
  });

  it('handles a wake-up before bedtime and a wake-up later in the day', () => {
    // Nap-like night: bedtime 13:00, wake-up 15:00 the same day.
    expect(phaseAt('13:00', '15:00', TORONTO, '2026-11-27T18:30:00Z')).toMatchObject({ phase: 'quiet', wakeAt: '2026-11-27T20:00:00.000Z' });
    expect(phaseAt('13:00', '15:00', TORONTO, '2026-11-27T20:00:00Z')).toMatchObject({ phase: 'day', bedtimeAt: '2026-11-28T18:00:00.000Z' });
    // Wake-up (07:00) before bedtime (19:00) on the clock: the night runs over midnight.
    expect(phaseAt('19:00', '07:00', TORONTO, '2026-11-27T11:59:00Z')).toMatchObject({ phase: 'quiet', wakeAt: '2026-11-27T12:00:00.000Z' });
  });

  it('counts the real hours on the night the clocks go forward', () => {
    // 2026-03-08 in Toronto: 02:00 EST becomes 03:00 EDT. A 20:00 bedtime the night before wakes at 07:00 EDT (11:00Z).
    expect(phaseAt('20:00', '07:00', TORONTO, '2026-03-08T10:59:00Z')).toMatchObject({ phase: 'quiet', wakeAt: '2026-03-08T11:00:00.000Z' });
    expect(phaseAt('20:00', '07:00', TORONTO, '2026-03-08T11:00:00Z').phase).toBe('day');
    // A 02:30 bedtime that night does not exist on the clock: quiet starts at 03:00 EDT (07:00Z), when it is past 02:30.
    expect(zonedInstant(TORONTO, '2026-03-08', '02:30').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(phaseAt('02:30', '09:00', TORONTO, '2026-03-08T06:59:00Z').phase).toBe('wind-down');
    expect(phaseAt('02:30', '09:00', TORONTO, '2026-03-08T07:00:00Z')).toMatchObject({
      phase: 'quiet',
      bedtimeAt: '2026-03-08T07:00:00.000Z',
      windDownAt: '2026-03-08T06:30:00.000Z',
      wakeAt: '2026-03-08T13:00:00.000Z',
    });
  });

  it('takes the first of the two 01:30s on the night the clocks go back', () => {
    // 2026-11-01 in Toronto: 02:00 EDT becomes 01:00 EST; 01:30 happens at 05:30Z and again at 06:30Z.
    expect(zonedInstant(TORONTO, '2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(phaseAt('01:30', '07:00', TORONTO, '2026-11-01T05:30:00Z')).toMatchObject({ phase: 'quiet', wakeAt: '2026-11-01T12:00:00.000Z' });
    // 20:00 to 07:00 over that night is 12 real hours: 20:00 EDT (00:00Z) to 07:00 EST (12:00Z).
    expect(phaseAt('20:00', '07:00', TORONTO, '2026-11-01T00:00:00Z')).toMatchObject({ phase: 'quiet', wakeAt: '2026-11-01T12:00:00.000Z' });
    expect(phaseAt('20:00', '07:00', TORONTO, '2026-11-01T11:59:00Z').phase).toBe('quiet');
  });

  it('works where the clocks go forward at midnight and east of UTC', () => {
    // Europe/London, 2026-03-29: 01:00 GMT becomes 02:00 BST; a 01:15 bedtime starts at 02:00 BST (01:00Z).
    expect(zonedInstant('Europe/London', '2026-03-29', '01:15').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // Australia/Sydney, 2026-04-05: clocks go back at 03:00 AEDT to 02:00 AEST.
    expect(zonedInstant('Australia/Sydney', '2026-04-05', '02:30').toISOString()).toBe('2026-04-04T15:30:00.000Z');
  });
});

describe('dayIn', () => {
  it('is the family day, not the UTC day', () => {
    expect(dayIn(TORONTO, at('2026-11-27T03:00:00Z'))).toBe('2026-11-26');
    expect(dayIn('Pacific/Kiritimati', at('2026-11-26T11:00:00Z'))).toBe('2026-11-27');
  });

  it('reads each zone by its own clock however often zones are asked, in any spelling the runtime knows', () => {
    const instant = at('2026-11-27T03:00:00Z');
    for (let round = 0; round < 3; round++) {
      expect(dayIn(TORONTO, instant)).toBe('2026-11-26');
      expect(dayIn('america/toronto', instant)).toBe('2026-11-26');
      expect(dayIn('Asia/Tokyo', instant)).toBe('2026-11-27');
    }
    expect(isTimeZone('AMERICA/TORONTO')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('dailyLimitStatus', () => {
  it('has nothing to count without a limit', () => {
    expect(dailyLimitStatus(null, 500)).toEqual({ minutesLeft: null, secondsLeft: null, limitReached: false });
  });

  it('counts the seconds listened down and adds the parent’s extra minutes', () => {
    expect(dailyLimitStatus(60, 45 * 60)).toEqual({ minutesLeft: 15, secondsLeft: 900, limitReached: false });
    expect(dailyLimitStatus(60, 60 * 60)).toEqual({ minutesLeft: 0, secondsLeft: 0, limitReached: true });
    expect(dailyLimitStatus(60, 60 * 60, LIMIT_EXTENSION_MINUTES)).toEqual({ minutesLeft: 15, secondsLeft: 900, limitReached: false });
  });

  it('counts a started minute as a minute left, and the seconds exactly', () => {
    expect(dailyLimitStatus(5, 4 * 60 + 55)).toEqual({ minutesLeft: 1, secondsLeft: 5, limitReached: false });
  });

  it('lets a meditation started before the limit finish, and refuses the next', () => {
    // 55 of 60 minutes: a 10-minute meditation may start; it ends at 65, past the limit, and is not cut.
    expect(dailyLimitStatus(60, 55 * 60).limitReached).toBe(false);
    expect(dailyLimitStatus(60, 65 * 60)).toEqual({ minutesLeft: 0, secondsLeft: 0, limitReached: true });
  });
});

describe('mayPlay', () => {
  const day = { phase: 'day', unlockedUntil: null, limitReached: false } as const;
  const quiet = { ...day, phase: 'quiet' } as const;

  it('lets a child play by day, and in the wind-down', () => {
    expect(mayPlay(day)).toBe(true);
    expect(mayPlay({ ...day, phase: 'wind-down' })).toBe(true);
  });

  it('refuses in quiet hours, except the routine and a night a parent unlocked', () => {
    expect(quietHoursHold(quiet)).toBe(true);
    expect(mayPlay(quiet)).toBe(false);
    expect(mayPlay(quiet, { isRoutine: true })).toBe(true);
    const unlocked = { ...quiet, unlockedUntil: '2026-11-29T07:00:00.000Z' };
    expect(quietHoursHold(unlocked)).toBe(false);
    expect(mayPlay(unlocked)).toBe(true);
  });

  it('refuses once the day’s limit is reached, the routine too', () => {
    expect(mayPlay({ ...day, limitReached: true })).toBe(false);
    expect(mayPlay({ ...quiet, limitReached: true }, { isRoutine: true })).toBe(false);
  });
});
