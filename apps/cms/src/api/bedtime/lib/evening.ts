import { addDays, bedtimePhase, dailyLimitStatus, dayIn, mayPlay, BEDTIME_MESSAGES, quietHoursHold, type BedtimeStatus } from '@tate/contracts';
import { ApiError } from '../../../http/errors';
import { routineOf } from '../../../family/child-view';
import type { Child } from '../../../family/data/child';
import { listeningOnDays } from '../../../family/data/listening-day';
import { findOwnedChild } from '../../../family/ownership';
import { MEDITATION } from '../../../media/data/meditation';
import { familyTimeZone } from '../../../family/time-zone';

/** Whole listened minutes: the one rounding of the limit and the week's chart. */
const minutesOf = (seconds: number): number => Math.floor(seconds / 60);

/** The child's listened seconds on each of these family days (0 for a day without listening). */
async function secondsOnDays(childId: string, days: string[]): Promise<Map<string, number>> {
  const rows = await listeningOnDays(childId, days);
  const seconds = new Map(rows.map((row) => [row.day, Number(row.seconds)]));
  return new Map(days.map((day) => [day, seconds.get(day) ?? 0]));
}

/** The child's listened minutes on each of these family days (0 for a day without listening). */
export async function minutesOnDays(childId: string, days: string[]): Promise<Map<string, number>> {
  const seconds = await secondsOnDays(childId, days);
  return new Map(days.map((day) => [day, minutesOf(seconds.get(day) ?? 0)]));
}

/** The last 7 family days, ending today, oldest first. */
export function weekEnding(timeZone: string, now: Date): string[] {
  const today = dayIn(timeZone, now);
  return [6, 5, 4, 3, 2, 1, 0].map((daysAgo) => addDays(today, -daysAgo));
}

/** The extra minutes the parent added today (family day), else 0. */
export function extraMinutesToday(child: Child, today: string): number {
  return child.extraMinutesDay === today ? Number(child.extraMinutes ?? 0) : 0;
}

/** Where the child is in its evening and its day's listening, at `now` in the family's time zone. */
export async function bedtimeStatus(child: Child, timeZone: string, now: Date): Promise<BedtimeStatus> {
  const today = dayIn(timeZone, now);
  const secondsToday = (await secondsOnDays(child.documentId, [today])).get(today) ?? 0;
  const unlockedUntil = child.quietUnlockedUntil && new Date(child.quietUnlockedUntil) > now ? new Date(child.quietUnlockedUntil).toISOString() : null;
  return {
    ...bedtimePhase({ bedtime: child.bedtime ?? null, wakeTime: child.wakeTime ?? null, timeZone }, now),
    unlockedUntil,
    minutesToday: minutesOf(secondsToday),
    ...dailyLimitStatus(child.dailyLimitMinutes ?? null, secondsToday, extraMinutesToday(child, today)),
  };
}

/** What a play starts: a meditation, or a video series (the video screen names a video by its sub-category). */
export type PlayStart = { meditation: string } | { videoSeries: string };

/** True when one of the routine's meditations is this play's: the meditation itself, or a video of the series. */
async function isRoutinePlay(play: PlayStart, routine: string[]): Promise<boolean> {
  if ('meditation' in play) return routine.includes(play.meditation);
  if (routine.length === 0) return false;
  const count = await strapi.db.query(MEDITATION).count({
    where: { documentId: { $in: routine }, publishedAt: { $notNull: true }, subCategory: { documentId: play.videoSeries } },
  });
  return count > 0;
}

/**
 * Refuses (403) a play one of the parent's children starts: in quiet hours, unless a parent unlocked them or the play
 * is the routine's; once the daily limit is reached. A foreign child is a 404. Saves of a running play are never
 * refused (its minutes still count). The routes that start a play declare it (api::bedtime.child-may-play).
 */
/**
 * Which meditations one of the parent's children may start now, for a list on a device in child mode: all of them, the
 * routine's only in quiet hours, none past the daily limit (a list gives no address for the others).
 */
export async function startableNow(parentId: number, childId: string, now: Date = new Date()): Promise<(meditationId: string) => boolean> {
  const child = await findOwnedChild(parentId, childId);
  if (!child.bedtime && child.dailyLimitMinutes == null) return () => true;
  const status = await bedtimeStatus(child, await familyTimeZone(parentId), now);
  const quiet = quietHoursHold(status);
  const routine = routineOf(child);
  return (meditationId) => mayPlay(status, { isRoutine: quiet && routine.includes(meditationId) });
}

export async function assertChildMayPlay(parentId: number, childId: string, play: PlayStart, now: Date = new Date()): Promise<void> {
  const child = await findOwnedChild(parentId, childId);
  if (!child.bedtime && child.dailyLimitMinutes == null) return;
  const status = await bedtimeStatus(child, await familyTimeZone(parentId), now);
  const quiet = quietHoursHold(status);
  const routinePlay = quiet && (await isRoutinePlay(play, routineOf(child)));
  if (mayPlay(status, { isRoutine: routinePlay })) return;
  throw new ApiError(403, quiet && !routinePlay ? BEDTIME_MESSAGES.bedtimeQuiet(child.wakeTime ?? '') : BEDTIME_MESSAGES.dailyLimitReached);
}
