import { z } from 'zod';
import { BEDTIME_PHASES } from './bedtime';

// The bedtime answer's shape, apart from the bedtime rules (./bedtime.ts): the web's pages that only use the rules do
// not carry these schemas in their first load (docs/decisions/2026-11-28-bedtime-rules-in-contracts.md).

const isoOrNull = z.string().nullable();

/** Where a child is in its evening and its day's listening, by the CMS's clock (the bedtime answer's `status`). */
export const bedtimeStatusSchema = z.object({
  phase: z.enum(BEDTIME_PHASES),
  wakeAt: isoOrNull,
  bedtimeAt: isoOrNull,
  windDownAt: isoOrNull,
  /** Quiet hours are lifted until then (ISO), or null. */
  unlockedUntil: isoOrNull,
  minutesToday: z.number(),
  minutesLeft: z.number().nullable(),
  secondsLeft: z.number().nullable(),
  limitReached: z.boolean(),
});

export type BedtimeStatus = z.infer<typeof bedtimeStatusSchema>;

/** A meditation of the routine: its document id, title, length in minutes and cover address. */
export const routineItemSchema = z.object({ id: z.string(), title: z.string(), duration: z.number(), image: z.string().nullable() });

export type RoutineItem = z.infer<typeof routineItemSchema>;

/**
 * A child's bedtime as the CMS answers it (`GET /children/:id/bedtime`, the settings' PUT and the parent gate's
 * answers): the settings, where the evening is, and the last 7 family days' listened minutes, ending today.
 */
export const bedtimeViewSchema = z.object({
  bedtime: z.string().nullable(),
  wakeTime: z.string().nullable(),
  timeZone: z.string(),
  routine: z.array(routineItemSchema),
  dailyLimitMinutes: z.number().int().nullable(),
  status: bedtimeStatusSchema,
  week: z.array(z.object({ day: z.string(), minutes: z.number() })),
  /** What the parent gate (unlock tonight, 15 more minutes) asks this parent for: the parent PIN once set, else the password. */
  parentGate: z.enum(['pin', 'password']),
});

export type BedtimeView = z.infer<typeof bedtimeViewSchema>;
