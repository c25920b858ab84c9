import type { ReadyRendition } from '../../library/views';
import { readyJobsForFiles, type MediaJob } from '../../media/data/media-job';
import { toPeaks } from '../job-view';

/** A decimal column reads as a string on PostgreSQL and a number on SQLite. */
function toDuration(value: MediaJob['durationSeconds']): number | null {
  if (value === null || value === undefined) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/**
 * The rendition of each uploaded file (its id in the media library) whose newest ready job has one, in one query for
 * the whole list (plus the rendition's populate): files with no ready job are absent from the map.
 */
export async function readyRenditions(sourceFileIds: readonly number[]): Promise<Map<number, ReadyRendition>> {
  const ids = [...new Set(sourceFileIds)];
  const found = new Map<number, ReadyRendition>();
  const seen = new Set<number>();
  if (ids.length === 0) return found;
  for (const row of await readyJobsForFiles(ids)) {
    if (seen.has(row.sourceFileId)) continue;
    seen.add(row.sourceFileId);
    const url = row.rendition?.url;
    const mime = row.rendition?.mime;
    if (!url || !mime) continue;
    found.set(row.sourceFileId, { url, mime, peaks: toPeaks(row.peaks), durationSeconds: toDuration(row.durationSeconds) });
  }
  return found;
}
