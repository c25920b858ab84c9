import { z } from 'zod';
import { isPartnerRefusalCode, type PartnerNumbers } from '@tate/contracts';
import type { playCountsSince } from '../../../commerce/data/partner';
import { addCounts } from './play-counter';

/** How many days the admin's numbers cover: today (UTC) and the 29 before it. */
export const NUMBERS_DAYS = 30;

/** Startup counts by bucket as stored (`{ "<bucket start ms>": count }`); anything else reads as none. */
const storedStartups = z.record(z.string().regex(/^\d+$/), z.number().int().nonnegative()).catch({});
/** Refusals by code as stored (`{ "<code>": count }`, in the partner's rows without a meditation); anything else reads as none. */
const storedRefusals = z.record(z.string().regex(/^[a-z][a-z-]{1,40}$/), z.number().int().nonnegative()).catch({});

/** One stored row of a partner's numbers as its data module reads it (typed from the partner-play content type's generated schema). */
type StoredNumbers = Awaited<ReturnType<typeof playCountsSince>>[number];

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first day (YYYY-MM-DD, UTC) of the window that ends today. */
export function firstNumbersDay(now: Date): string {
  return dayOf(new Date(now.getTime() - (NUMBERS_DAYS - 1) * 86_400_000));
}

/** The lower median of the startup times counted by bucket: the bucket that holds the ⌈n/2⌉-th time. */
export function medianStartup(startups: Record<string, number>): number | null {
  const buckets = Object.entries(startups)
    .map(([bucket, count]) => ({ ms: Number(bucket), count }))
    .filter((bucket) => bucket.count > 0)
    .sort((a, b) => a.ms - b.ms);
  const total = buckets.reduce((sum, bucket) => sum + bucket.count, 0);
  let seen = 0;
  for (const bucket of buckets) {
    seen += bucket.count;
    if (seen >= Math.ceil(total / 2)) return bucket.ms;
  }
  return null;
}

/** The window's numbers per meditation (most plays first), its plays per day and its refusals by code (most first), from the stored rows. */
export function partnerNumbers(rows: StoredNumbers[], titles: Map<string, string>, now: Date): PartnerNumbers {
  const from = firstNumbersDay(now);
  const to = dayOf(now);
  const perDay = new Map<string, number>();
  for (let offset = 0; offset < NUMBERS_DAYS; offset += 1) perDay.set(dayOf(new Date(Date.parse(from) + offset * 86_400_000)), 0);
  const perMeditation = new Map<string, { views: number; plays: number; completions: number; startups: Record<string, number> }>();
  const refusals: Record<string, number> = {};
  for (const row of rows) {
    if (!perDay.has(row.day)) continue;
    addCounts(refusals, storedRefusals.parse(row.refusals));
    if (!row.meditation) continue;
    perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.plays);
    const entry = perMeditation.get(row.meditation.documentId) ?? { views: 0, plays: 0, completions: 0, startups: {} };
    entry.views += row.views;
    entry.plays += row.plays;
    entry.completions += row.completions;
    addCounts(entry.startups, storedStartups.parse(row.startups));
    perMeditation.set(row.meditation.documentId, entry);
  }
  const meditations = [...perMeditation].map(([documentId, entry]) => ({
    documentId,
    title: titles.get(documentId) ?? documentId,
    views: entry.views,
    plays: entry.plays,
    completions: entry.completions,
    completionRate: entry.plays > 0 ? Math.min(1, entry.completions / entry.plays) : null,
    medianStartupMs: medianStartup(entry.startups),
  }));
  meditations.sort((a, b) => b.plays - a.plays || a.title.localeCompare(b.title));
  const byCode = Object.entries(refusals)
    .flatMap(([code, count]) => (isPartnerRefusalCode(code) && count > 0 ? [{ code, count }] : []))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  return { from, to, days: [...perDay].map(([day, plays]) => ({ day, plays })), meditations, refusals: byCode };
}
