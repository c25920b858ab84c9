import { bedtimePhase, quietHoursHold } from '@tate/contracts';
import { useEffect, useState } from 'react';
import type { Bedtime } from '../../cms/bedtime.server';

/** What a child's library shows: the day's library, the bedtime lead, quiet hours, or the day's limit reached. */
export type EveningView = 'day' | 'wind-down' | 'quiet' | 'limit';

export type Evening = {
  view: EveningView;
  /** The wake-up that ends quiet hours (ISO), when quiet. */
  wakeAt: string | null;
  /** The clock the view was computed at (ms), for "in 9 h" texts. */
  now: number;
};

const LONGEST_TIMER_MS = 2 ** 31 - 1;

function isAfter(iso: string | null, now: number): boolean {
  return iso !== null && Date.parse(iso) > now;
}

/** The view at `now`: quiet hours win (unless a parent unlocked tonight), then the limit, then the wind-down. */
export function eveningAt(bedtime: Bedtime, now: number): Evening & { nextChangeAt: number | null } {
  const state = bedtimePhase({ bedtime: bedtime.bedtime, wakeTime: bedtime.wakeTime, timeZone: bedtime.timeZone }, new Date(now));
  const unlockedUntil = isAfter(bedtime.status.unlockedUntil, now) ? bedtime.status.unlockedUntil : null;
  const view: EveningView = quietHoursHold({ phase: state.phase, unlockedUntil })
    ? 'quiet'
    : bedtime.status.limitReached
      ? 'limit'
      : state.phase === 'wind-down'
        ? 'wind-down'
        : 'day';
  const changes = [state.windDownAt, state.bedtimeAt, state.wakeAt, bedtime.status.unlockedUntil]
    .filter((iso): iso is string => isAfter(iso, now))
    .map((iso) => Date.parse(iso));
  return { view, wakeAt: state.wakeAt, now, nextChangeAt: changes.length > 0 ? Math.min(...changes) : null };
}

/**
 * The child's evening as the page shows it. The server's clock renders the page (and is the whole answer without
 * JavaScript); in the browser the page follows the device's clock and turns by itself at the wind-down, at bedtime
 * and at wake-up, without a reload. The CMS still decides what may play (it refuses by its own clock).
 */
export function useEvening(bedtime: Bedtime, serverNow: number): Evening {
  const [now, setNow] = useState(serverNow);
  useEffect(() => setNow(Date.now()), [bedtime]);
  const evening = eveningAt(bedtime, now);
  const { nextChangeAt } = evening;
  useEffect(() => {
    if (nextChangeAt === null) return undefined;
    // A second after the change, so the clock reads past it.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(nextChangeAt - Date.now() + 1000, LONGEST_TIMER_MS));
    return () => clearTimeout(timer);
  }, [nextChangeAt]);
  return { view: evening.view, wakeAt: evening.wakeAt, now: evening.now };
}

/** The window event a player sends when it used up the day's minutes (library/todays-allowance.ts, which spells it again). */
const DAY_USED_UP = 'tate:day-used-up';

/** True once a play on this page used up the day's minutes of this CMS answer (it ended, or was closed, after they ran out). */
export function useDayUsedUp(day: Bedtime['status']): boolean {
  const [usedUp, setUsedUp] = useState(false);
  useEffect(() => {
    setUsedUp(false);
    const hear = () => setUsedUp(true);
    window.addEventListener(DAY_USED_UP, hear);
    return () => window.removeEventListener(DAY_USED_UP, hear);
  }, [day]);
  return usedUp;
}
