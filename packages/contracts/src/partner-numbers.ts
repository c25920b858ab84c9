import { z } from 'zod';
import { isPartnerRefusalCode, type PartnerRefusalCode } from './partner-refusals';

// A partner's embed numbers as the CMS answers them (GET /partner-numbers/partners/:documentId, admin API): the CMS
// server builds them, the admin panel's "Embed numbers" side panel reads them (docs/decisions/2026-11-29-partner-numbers.md).

/** Startup times are counted per step of this many ms (a histogram, never one visitor's time). */
export const STARTUP_STEP_MS = 50;

/** A median startup as a reader should take it: the step it falls in ("under 50 ms", "150–200 ms"), or "–" without one. */
export function startupStepText(medianStartupMs: number | null): string {
  if (medianStartupMs === null) return '–';
  if (medianStartupMs < STARTUP_STEP_MS) return `under ${STARTUP_STEP_MS} ms`;
  return `${medianStartupMs}–${medianStartupMs + STARTUP_STEP_MS} ms`;
}

/** One meditation's numbers over the window. */
export const meditationNumbersSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  views: z.number(),
  plays: z.number(),
  completions: z.number(),
  /** Completions per play, 0 to 1, or null without plays. */
  completionRate: z.number().nullable(),
  /** The lower median startup (ms, the start of its STARTUP_STEP_MS step), or null without a reported startup. */
  medianStartupMs: z.number().nullable(),
});

export type MeditationNumbers = z.infer<typeof meditationNumbersSchema>;

/** A partner's numbers from `from` to `to` (UTC days, YYYY-MM-DD): per meditation, most plays first. */
export const partnerNumbersSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Plays per day, every day of the window (0 on a day without). */
  days: z.array(z.object({ day: z.string(), plays: z.number() })),
  meditations: z.array(meditationNumbersSchema),
  /** The refusals answered to the partner's embeds over the window, by code (PARTNER_REFUSALS), most first. */
  refusals: z.array(z.object({ code: z.custom<PartnerRefusalCode>(isPartnerRefusalCode), count: z.number() })),
});

export type PartnerNumbers = z.infer<typeof partnerNumbersSchema>;
