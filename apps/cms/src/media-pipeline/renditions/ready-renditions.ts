import type { Core } from '@strapi/strapi';
import type { ReadyRendition } from '../../library/views';
import { MEDIA_JOB_UID } from '../jobs/job-store';

type ReadyJobRow = {
  id: number;
  sourceFileId: number;
  durationSeconds: number | string | null;
  peaks: unknown;
  rendition: { url?: string | null; mime?: string | null } | null;
};

function toPeaks(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const peaks: number[] = [];
  for (const item of value) {
    if (typeof item !== 'number' || !Number.isFinite(item)) return null;
    peaks.push(item);
  }
  return peaks;
}

function toDuration(value: number | string | null): number | null {
  if (value === null) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/**
 * The rendition of each uploaded file (its id in the media library) whose newest ready job has one, in one query for
 * the whole list (plus the rendition's populate): files with no ready job are absent from the map.
 */
export async function readyRenditions(strapi: Core.Strapi, sourceFileIds: readonly number[]): Promise<Map<number, ReadyRendition>> {
  const ids = [...new Set(sourceFileIds)];
  const found = new Map<number, ReadyRendition>();
  const seen = new Set<number>();
  if (ids.length === 0) return found;
  const rows = (await strapi.db.query(MEDIA_JOB_UID).findMany({
    where: { sourceFileId: { $in: ids }, status: 'ready' },
    select: ['id', 'sourceFileId', 'durationSeconds', 'peaks'],
    populate: { rendition: { select: ['url', 'mime'] } },
    orderBy: { id: 'desc' },
  })) as ReadyJobRow[];
  for (const row of rows) {
    if (seen.has(row.sourceFileId)) continue;
    seen.add(row.sourceFileId);
    const url = row.rendition?.url;
    const mime = row.rendition?.mime;
    if (!url || !mime) continue;
    found.set(row.sourceFileId, { url, mime, peaks: toPeaks(row.peaks), durationSeconds: toDuration(row.durationSeconds) });
  }
  return found;
}
