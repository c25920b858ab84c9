import type { Core } from '@strapi/strapi';
import { mediaFileId } from '../../media/media-field';
import { filesWithJobs, queueMediaJob } from '../../media/data/media-job';

const MEDITATION_UID = 'api::meditation.meditation';

/**
 * Queues a job for every meditation file (draft or published) that has none: the demo catalogue, and a library
 * uploaded before the pipeline was switched on, go through the same pipeline as an editor's new upload. Returns how
 * many it queued.
 */
export async function queueMissingJobs(strapi: Core.Strapi): Promise<number> {
  const meditations = (await strapi.db.query(MEDITATION_UID).findMany({ select: ['id'], populate: { file: { select: ['id'] } } })) as Array<{
    file?: unknown;
  }>;
  const fileIds = [...new Set(meditations.map((row) => mediaFileId(row.file)).filter((id): id is number => id !== null))];
  if (fileIds.length === 0) return 0;
  const known = await filesWithJobs(fileIds);
  const missing = fileIds.filter((id) => !known.has(id));
  for (const fileId of missing) await queueMediaJob(fileId);
  return missing.length;
}
