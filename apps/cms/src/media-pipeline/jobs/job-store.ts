import type { Core } from '@strapi/strapi';
import type { Loudness } from '../process-media';

export const MEDIA_JOB_UID = 'api::media-job.media-job';

export type MediaJobStatus = 'queued' | 'processing' | 'ready' | 'failed';

/** A job as the pipeline and the admin read it (src/api/media-job). */
export type MediaJob = {
  id: number;
  documentId: string;
  status: MediaJobStatus;
  reason: string | null;
  sourceFileId: number;
  kind: 'audio' | 'video' | null;
  durationSeconds: number | null;
  loudnessBefore: Loudness | null;
  loudnessAfter: Loudness | null;
  peaks: number[] | null;
  rendition: { id: number; url: string; mime: string } | null;
  poster: { id: number; url: string; mime: string } | null;
  attempts: number;
};

const POPULATE = { rendition: { select: ['id', 'url', 'mime'] }, poster: { select: ['id', 'url', 'mime'] } };

/** The newest job for an uploaded file (its id in the media library), or null when none was queued. */
export async function latestJobForFile(strapi: Core.Strapi, sourceFileId: number): Promise<MediaJob | null> {
  return (await strapi.db.query(MEDIA_JOB_UID).findOne({
    where: { sourceFileId },
    orderBy: { id: 'desc' },
    populate: POPULATE,
  })) as MediaJob | null;
}

export async function findJob(strapi: Core.Strapi, id: number): Promise<MediaJob | null> {
  return (await strapi.db.query(MEDIA_JOB_UID).findOne({ where: { id }, populate: POPULATE })) as MediaJob | null;
}

/** Queues the processing of an uploaded file once: a file that already has a job keeps it. Returns the file's job. */
export async function queueMediaJob(strapi: Core.Strapi, sourceFileId: number): Promise<MediaJob> {
  const existing = await latestJobForFile(strapi, sourceFileId);
  if (existing) return existing;
  await strapi.db.query(MEDIA_JOB_UID).create({ data: { status: 'queued', sourceFileId, attempts: 0 } });
  const queued = await latestJobForFile(strapi, sourceFileId);
  if (!queued) throw new Error(`The media job for file ${sourceFileId} was not stored`);
  return queued;
}

/**
 * Puts a failed job back in the queue, as new (no reason, no attempts): the editor's Retry, for a job that failed on
 * something other than its file (an earlier version of the pipeline, a full disk). False when the job is not failed.
 */
export async function retryFailedJob(strapi: Core.Strapi, id: number): Promise<boolean> {
  const { count } = await strapi.db
    .query(MEDIA_JOB_UID)
    .updateMany({ where: { id, status: 'failed' }, data: { status: 'queued', reason: null, attempts: 0, claimedBy: null, claimedAt: null } });
  return count > 0;
}
