import { z } from 'zod';
import { BEDTIME_MESSAGES } from './messages';

/** The wind-down: the routine and the library's "Bedtime with Tate" lead start this long before bedtime. */
export const WIND_DOWN_MINUTES = 30;
/** What one press of the parent gate adds to today's limit. */
export const LIMIT_EXTENSION_MINUTES = 15;
export const MAX_ROUTINE_LENGTH = 5;
export const MIN_DAILY_LIMIT_MINUTES = 5;
export const MAX_DAILY_LIMIT_MINUTES = 240;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MINUTE_MS = 60_000;

/**
 * The wall-clock formatter of each time zone the runtime knows, made once: building an Intl.DateTimeFormat costs far
 * more than using one, and every history save and bedtime answer reads a family's wall time. Only a zone's own name
 * (as the runtime spells it) is kept: another spelling (any case, an alias) gets a formatter of its own each time, so
 * a client sending spellings cannot grow the map beyond the runtime's few hundred zones.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    if (clock.resolvedOptions().timeZone === timeZone) wallClocks.set(timeZone, clock);
  }
  return clock;
}

/** True when the runtime knows this IANA time zone name. */
export function isTimeZone(value: string): boolean {
  try {
    wallClockOf(value);
    return true;
  } catch {
    return false;
  }
}

/** Forms send a blank field as ''; JSON may send null: both mean "none". */
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const clockTime = (message: string) => z.preprocess(blankToNull, z.string({ invalid_type_error: message }).trim().regex(CLOCK_TIME, message).nullable());

export const bedtimeField = clockTime(BEDTIME_MESSAGES.bedtimeFormat);
export const wakeTimeField = clockTime(BEDTIME_MESSAGES.wakeTimeFormat);

export const timeZoneField = z
  .string({ required_error: BEDTIME_MESSAGES.timeZoneUnknown, invalid_type_error: BEDTIME_MESSAGES.timeZoneUnknown })
  .trim()
  .max(64, BEDTIME_MESSAGES.timeZoneUnknown)
  .refine(isTimeZone, BEDTIME_MESSAGES.timeZoneUnknown);

/** Meditation document ids, in the order they play; each once. */
export const routineField = z
  .array(z.string().trim().min(1).max(64), { invalid_type_error: BEDTIME_MESSAGES.routineTooLong(MAX_ROUTINE_LENGTH) })
  .max(MAX_ROUTINE_LENGTH, BEDTIME_MESSAGES.routineTooLong(MAX_ROUTINE_LENGTH))
  .refine((ids) => new Set(ids).size === ids.length, BEDTIME_MESSAGES.routineRepeats);

const limitMessage = BEDTIME_MESSAGES.dailyLimitRange(MIN_DAILY_LIMIT_MINUTES, MAX_DAILY_LIMIT_MINUTES);

/** Whole minutes from 5 to 240, or null for no limit (a form's blank field too). */
export const dailyLimitField = z.preprocess(
  blankToNull,
  z.coerce
    .number({ invalid_type_error: limitMessage })
    .int(limitMessage)
    .min(MIN_DAILY_LIMIT_MINUTES, limitMessage)
    .max(MAX_DAILY_LIMIT_MINUTES, limitMessage)
    .nullable(),
);

/** A child's bedtime settings as a parent sends them (the CMS's PUT /children/:id/bedtime and the web's form). */
export const bedtimeSettingsSchema = z
  .object({
    bedtime: bedtimeField,
    wakeTime: wakeTimeField,
    timeZone: timeZoneField,
    routine: routineField.default([]),
    dailyLimitMinutes: dailyLimitField,
  })
  .superRefine((settings, context) => {
    if (settings.bedtime !== null && settings.wakeTime === null) {
      context.addIssue({ code: 'custom', path: ['wakeTime'], message: BEDTIME_MESSAGES.bedtimeNeedsWakeTime });
    }
    if (settings.bedtime === null && settings.wakeTime !== null) {
      context.addIssue({ code: 'custom', path: ['bedtime'], message: BEDTIME_MESSAGES.wakeTimeNeedsBedtime });
    }
    if (settings.bedtime !== null && settings.bedtime === settings.wakeTime) {
      context.addIssue({ code: 'custom', path: ['wakeTime'], message: BEDTIME_MESSAGES.bedtimeEqualsWakeTime });
    }
  });

export type BedtimeSettings = z.infer<typeof bedtimeSettingsSchema>;

/** A routine fits when its meditations, played in a row, end by bedtime if started at the wind-down. */
export function routineFits(totalMinutes: number): boolean {
  return totalMinutes <= WIND_DOWN_MINUTES;
}

export const BEDTIME_PHASES = ['day', 'wind-down', 'quiet'] as const;

export type BedtimePhase = (typeof BEDTIME_PHASES)[number];

export type BedtimeSchedule = { bedtime: string | null; wakeTime: string | null; timeZone: string };

export type BedtimeState = {
  phase: BedtimePhase;
  /** When quiet: the wake-up that ends it (ISO); otherwise null. */
  wakeAt: string | null;
  /** The bedtime of the night now running (quiet) or coming next (day, wind-down) (ISO); null without a bedtime. */
  bedtimeAt: string | null;
  /** WIND_DOWN_MINUTES before bedtimeAt (ISO); null without a bedtime. */
  windDownAt: string | null;
};

type WallTime = { day: string; time: string };

function wallTimeOf(timeZone: string, at: number): WallTime {
  const parts = wallClockOf(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return { day: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** Wall times compare as text ("YYYY-MM-DD HH:MM" orders like the clock). */
const wallKey = ({ day, time }: WallTime) => `${day} ${time}`;

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date): string {
  return wallTimeOf(timeZone, at.getTime()).day;
}

/** The day after (or, with -1, before) a calendar day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The wall time's offset from UTC at an instant, in ms (local minus UTC). */
function offsetAt(timeZone: string, at: number): number {
  const { day, time } = wallTimeOf(timeZone, at);
  return Date.parse(`${day}T${time}:00Z`) - Math.floor(at / MINUTE_MS) * MINUTE_MS;
}

/**
 * The first instant the clock in the time zone reads `time` (HH:MM) or later on `day`: the wall time itself; the
 * earlier of the two when the clocks go back over it; the end of the gap when the clocks go forward over it (a 02:30
 * bedtime on a spring-forward night starts at 03:00, when the clock first shows a time past 02:30).
 */
export function zonedInstant(timeZone: string, day: string, time: string): Date {
  const wanted = wallKey({ day, time });
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  const candidates = [...new Set([offsetAt(timeZone, asUtc - 14 * 60 * MINUTE_MS), offsetAt(timeZone, asUtc + 14 * 60 * MINUTE_MS)])]
    .map((offset) => asUtc - offset)
    .sort((a, b) => a - b);
  const exact = candidates.find((at) => wallKey(wallTimeOf(timeZone, at)) === wanted);
  if (exact !== undefined) return new Date(exact);
  // In a gap: the clock reads before `time` at the earlier candidate and after it at the later one.
  let before = candidates[0] ?? asUtc;
  let after = candidates[candidates.length - 1] ?? asUtc;
  while (after - before > MINUTE_MS) {
    const middle = before + Math.floor((after - before) / MINUTE_MS / 2) * MINUTE_MS;
    if (wallKey(wallTimeOf(timeZone, middle)) >= wanted) after = middle;
    else before = middle;
  }
  return new Date(after);
}

/** A night: from a bedtime to the wake-up after it (the same day when the wake-up time is later, else the next). */
function nightOf(schedule: { bedtime: string; wakeTime: string; timeZone: string }, day: string): { bedtimeAt: number; wakeAt: number } {
  const wakeDay = schedule.wakeTime > schedule.bedtime ? day : addDays(day, 1);
  return {
    bedtimeAt: zonedInstant(schedule.timeZone, day, schedule.bedtime).getTime(),
    wakeAt: zonedInstant(schedule.timeZone, wakeDay, schedule.wakeTime).getTime(),
  };
}

const iso = (at: number) => new Date(at).toISOString();

/**
 * Where a child is in its evening at `now`: quiet from bedtime until the wake-up after it, wind-down the
 * WIND_DOWN_MINUTES before bedtime, day otherwise (and always without a bedtime). Times are the family's clock.
 */
export function bedtimePhase(schedule: BedtimeSchedule, now: Date): BedtimeState {
  const { bedtime, wakeTime, timeZone } = schedule;
  if (bedtime === null || wakeTime === null) return { phase: 'day', wakeAt: null, bedtimeAt: null, windDownAt: null };
  const at = now.getTime();
  const today = dayIn(timeZone, now);
  const nights = [-1, 0, 1].map((days) => nightOf({ bedtime, wakeTime, timeZone }, addDays(today, days)));
  const current = nights.find((night) => night.bedtimeAt <= at && at < night.wakeAt);
  if (current) {
    return { phase: 'quiet', wakeAt: iso(current.wakeAt), bedtimeAt: iso(current.bedtimeAt), windDownAt: iso(current.bedtimeAt - WIND_DOWN_MINUTES * MINUTE_MS) };
  }
  const next = nights.find((night) => night.bedtimeAt > at) ?? nightOf({ bedtime, wakeTime, timeZone }, addDays(today, 2));
  const windDownAt = next.bedtimeAt - WIND_DOWN_MINUTES * MINUTE_MS;
  return { phase: at >= windDownAt ? 'wind-down' : 'day', wakeAt: null, bedtimeAt: iso(next.bedtimeAt), windDownAt: iso(windDownAt) };
}

export type DailyLimitStatus = {
  /** Whole minutes left, a started minute counted (null without a limit). */
  minutesLeft: number | null;
  /** Seconds of listening left (null without a limit): what a player counts down. */
  secondsLeft: number | null;
  limitReached: boolean;
};

/**
 * Today's listening (seconds) against the limit (plus the minutes a parent added today), counted down: a play that
 * began before the limit is not cut, it ends with its meditation; the next play is refused.
 */
export function dailyLimitStatus(limitMinutes: number | null, secondsToday: number, extraMinutes = 0): DailyLimitStatus {
  if (limitMinutes === null) return { minutesLeft: null, secondsLeft: null, limitReached: false };
  const secondsLeft = Math.max(0, Math.round((limitMinutes + extraMinutes) * 60 - secondsToday));
  return { minutesLeft: Math.ceil(secondsLeft / 60), secondsLeft, limitReached: secondsLeft === 0 };
}

/**
 * What the play rules read of where a child is in its evening: the fields of the bedtime answer's `status`
 * (`BedtimeStatus`, ./bedtime-answer.ts, whose schema builds on these rules' phases) that they need.
 */
export type PlayState = { phase: BedtimePhase; unlockedUntil: string | null; limitReached: boolean };

/** Quiet hours hold: it is quiet, and no parent has unlocked tonight. */
export function quietHoursHold(status: Pick<PlayState, 'phase' | 'unlockedUntil'>): boolean {
  return status.phase === 'quiet' && status.unlockedUntil === null;
}

/**
 * May the child start a play now: not while quiet hours hold, unless the meditation is one of the routine's (the
 * routine plays through bedtime), and not once the day's limit is reached. The one rule the CMS refuses a play by and
 * the web puts the library away by.
 */
export function mayPlay(status: PlayState, { isRoutine = false } = {}): boolean {
  if (quietHoursHold(status) && !isRoutine) return false;
  return !status.limitReached;
}
