import { meditationFileIds } from '../../media/data/meditation';
import { filesWithJobs, queueMediaJob } from '../../media/data/media-job';

/**
 * Queues a job for every meditation file (draft or published) that has none: the demo catalogue, and a library
 * uploaded before the pipeline was switched on, go through the same pipeline as an editor's new upload. Returns how
 * many it queued.
 */
export async function queueMissingJobs(): Promise<number> {
  const fileIds = [...new Set(await meditationFileIds())];
  if (fileIds.length === 0) return 0;
  const known = await filesWithJobs(fileIds);
  const missing = fileIds.filter((id) => !known.has(id));
  for (const fileId of missing) await queueMediaJob(fileId);
  return missing.length;
}
