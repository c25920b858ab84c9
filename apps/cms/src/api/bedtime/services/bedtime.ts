import {
  bedtimePhase,
  dayIn,
  LIMIT_EXTENSION_MINUTES,
  BEDTIME_MESSAGES,
  routineFits,
  WIND_DOWN_MINUTES,
  type BedtimeSettings,
  type BedtimeView,
  type RoutineItem,
} from '@tate/contracts';
import { ApiError, notFound } from '../../../http/errors';
import { service } from '../../../utils/services';
import { routineOf } from '../../../family/child-view';
import { updateChild, type Child, type ChildChange } from '../../../family/data/child';
import { findOwnedChild } from '../../../family/ownership';
import { familyTimeZone, setFamilyTimeZone } from '../../../family/time-zone';
import { bedtimeStatus, extraMinutesToday, minutesOnDays, startableNow, weekEnding } from '../lib/evening';
import { routineMeditations } from '../../../media/data/meditation';

const NO_BEDTIME = 'This child has no bedtime to unlock';
const NO_LIMIT = 'This child has no daily limit';

/** The published meditations among these ids, in the routine's order (a missing or unpublished one is left out). */
async function routineItems(ids: string[]): Promise<RoutineItem[]> {
  if (ids.length === 0) return [];
  const rows = await routineMeditations(ids);
  const byId = new Map(rows.map((row) => [row.documentId, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, title: row.title, duration: Number(row.durationMinutes ?? 0), image: row.cover?.url ?? null }] : [];
  });
}

async function viewOf(parentId: number, child: Child, timeZone: string, now: Date): Promise<BedtimeView> {
  const days = weekEnding(timeZone, now);
  const [routine, status, minutes, parentGate] = await Promise.all([
    routineItems(routineOf(child)),
    bedtimeStatus(child, timeZone, now),
    minutesOnDays(child.documentId, days),
    service('api::parent-gate.parent-gate').asks(parentId),
  ]);
  return {
    bedtime: child.bedtime ?? null,
    wakeTime: child.wakeTime ?? null,
    timeZone,
    routine,
    dailyLimitMinutes: child.dailyLimitMinutes ?? null,
    status,
    week: days.map((day) => ({ day, minutes: minutes.get(day) ?? 0 })),
    parentGate,
  };
}

/** Writes the child's settings and answers the child as it is now; a child deleted meanwhile is missing (404). */
async function saveChild(child: Child, data: ChildChange): Promise<Child> {
  const updated = await updateChild(child.id, data);
  if (!updated) throw notFound('Child');
  return updated;
}

const bedtimeService = {
  startableNow,

  /** Refuses (400, field `routine`) a routine with a meditation that is missing or unpublished, or that outlasts the wind-down. */
  async checkRoutine(ids: string[]): Promise<void> {
    const routine = await routineItems(ids);
    if (routine.length !== ids.length) throw new ApiError(400, BEDTIME_MESSAGES.routineMeditationMissing, 'routine');
    if (!routineFits(routine.reduce((total, item) => total + item.duration, 0))) {
      throw new ApiError(400, BEDTIME_MESSAGES.routineOutlastsWindDown(WIND_DOWN_MINUTES), 'routine');
    }
  },

  /** The child's settings, where it is in its evening, today's minutes and the week's; `timeZoneHint` sets a family's first. */
  async get(parentId: number, childId: string, timeZoneHint?: string, now: Date = new Date()): Promise<BedtimeView> {
    const child = await findOwnedChild(parentId, childId);
    return viewOf(parentId, child, await familyTimeZone(parentId, timeZoneHint), now);
  },

  /** Saves the child's settings and the family's time zone; the routine's meditations must exist and fit the wind-down. */
  async update(parentId: number, childId: string, settings: BedtimeSettings, now: Date = new Date()): Promise<BedtimeView> {
    const child = await findOwnedChild(parentId, childId);
    await bedtimeService.checkRoutine(settings.routine);
    const updated = await saveChild(child, {
      bedtime: settings.bedtime,
      wakeTime: settings.wakeTime,
      routine: settings.routine,
      dailyLimitMinutes: settings.dailyLimitMinutes,
    });
    await setFamilyTimeZone(parentId, settings.timeZone);
    return viewOf(parentId, updated, settings.timeZone, now);
  },

  /** Behind the parent gate (its route's policy): lifts quiet hours until the wake-up ending tonight's (or the night now running). */
  async unlock(parentId: number, childId: string, now: Date = new Date()): Promise<BedtimeView> {
    const child = await findOwnedChild(parentId, childId);
    const timeZone = await familyTimeZone(parentId);
    const schedule = { bedtime: child.bedtime ?? null, wakeTime: child.wakeTime ?? null, timeZone };
    const state = bedtimePhase(schedule, now);
    if (!state.bedtimeAt) throw new ApiError(400, NO_BEDTIME);
    const until = state.phase === 'quiet' ? state.wakeAt : bedtimePhase(schedule, new Date(state.bedtimeAt)).wakeAt;
    return viewOf(parentId, await saveChild(child, { quietUnlockedUntil: until }), timeZone, now);
  },

  /** Behind the parent gate (its route's policy): LIMIT_EXTENSION_MINUTES more for today (the family's day). */
  async extend(parentId: number, childId: string, now: Date = new Date()): Promise<BedtimeView> {
    const child = await findOwnedChild(parentId, childId);
    if (child.dailyLimitMinutes == null) throw new ApiError(400, NO_LIMIT, 'dailyLimitMinutes');
    const timeZone = await familyTimeZone(parentId);
    const today = dayIn(timeZone, now);
    const updated = await saveChild(child, {
      extraMinutesDay: today,
      extraMinutes: extraMinutesToday(child, today) + LIMIT_EXTENSION_MINUTES,
    });
    return viewOf(parentId, updated, timeZone, now);
  },
};

declare module '../../../utils/services' {
  interface Services {
    'api::bedtime.bedtime': typeof bedtimeService;
  }
}

export default bedtimeService;
