import { storedRows, type ReadRow } from '../../utils/stored-rows';

/**
 * The media-job content type's UID: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md). It
 * sits in src/media, below src/storage, whose paid-file rules join the jobs' renditions.
 */
export const MEDIA_JOB = 'api::media-job.media-job';

/** A job is read with the id, URL and type of its rendition and poster. */
const WITH_FILES = {
  populate: { rendition: { select: ['id', 'url', 'mime'] }, poster: { select: ['id', 'url', 'mime'] } },
} as const;

/** The media pipeline's work on one uploaded file (src/media-pipeline), with its rendition and poster. */
export type MediaJob = ReadRow<typeof MEDIA_JOB, typeof WITH_FILES>;

const jobs = () => storedRows(MEDIA_JOB, WITH_FILES);

/** The newest job for an uploaded file (its id in the media library), or null when none was queued. */
export function latestJobForFile(sourceFileId: number): Promise<MediaJob | null> {
  return jobs().findOne({ sourceFileId }, [{ id: 'desc' }]);
}

export function findJob(id: number): Promise<MediaJob | null> {
  return jobs().findOne({ id });
}

/** The ready jobs of these uploaded files, newest first: their file, figures and rendition's URL and type. */
export function readyJobsForFiles(sourceFileIds: number[]) {
  return storedRows(MEDIA_JOB, {
    select: ['id', 'sourceFileId', 'durationSeconds', 'peaks'],
    populate: { rendition: { select: ['url', 'mime'] } },
  }).findMany({ sourceFileId: { $in: sourceFileIds }, status: 'ready' }, [{ id: 'desc' }]);
}

/** Which of these uploaded files have a job. */
export async function filesWithJobs(sourceFileIds: number[]): Promise<Set<number>> {
  const rows = await storedRows(MEDIA_JOB, { select: ['sourceFileId'] }).findMany({ sourceFileId: { $in: sourceFileIds } }, []);
  return new Set(rows.map((job) => Number(job.sourceFileId)));
}

/** Queues the processing of an uploaded file once: a file that already has a job keeps it. Returns the file's job. */
export async function queueMediaJob(sourceFileId: number): Promise<MediaJob> {
  const existing = await latestJobForFile(sourceFileId);
  if (existing) return existing;
  await strapi.db.query(MEDIA_JOB).create({ data: { status: 'queued', sourceFileId, attempts: 0 } });
  const queued = await latestJobForFile(sourceFileId);
  if (!queued) throw new Error(`The media job for file ${sourceFileId} was not stored`);
  return queued;
}

/** Writes a job's result, only while this instance still holds its claim (a reclaimed job is another's now). */
export async function finishJob(id: number, instance: string, data: Record<string, unknown>): Promise<void> {
  await strapi.db.query(MEDIA_JOB).updateMany({ where: { id, claimedBy: instance }, data });
}

/**
 * Puts a failed job back in the queue, as new (no reason, no attempts): the editor's Retry, for a job that failed on
 * something other than its file (an earlier version of the pipeline, a full disk). False when the job is not failed.
 */
export async function retryFailedJob(id: number): Promise<boolean> {
  const { count } = await strapi.db
    .query(MEDIA_JOB)
    .updateMany({ where: { id, status: 'failed' }, data: { status: 'queued', reason: null, attempts: 0, claimedBy: null, claimedAt: null } });
  return count > 0;
}
