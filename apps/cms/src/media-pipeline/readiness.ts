import type { Core } from '@strapi/strapi';
import { latestJobForFile, queueMediaJob, type MediaJob } from '../media/data/media-job';
import { MEDITATION } from '../library/data/meditation';


/** Whether a meditation's media may go live: its file's latest job is ready (or it has no file), or why not. */
export type MediaReadiness =
  | { ready: true }
  | { ready: false; job: MediaJob; media: 'audio' | 'video' | 'media'; message: string };

type DraftWithFile = { file: { id: number; mime: string | null } | null };

function isDraftWithFile(value: unknown): value is DraftWithFile {
  if (typeof value !== 'object' || value === null || !('file' in value)) return false;
  const { file } = value;
  if (file === null || file === undefined) return true;
  return typeof file === 'object' && 'id' in file && typeof file.id === 'number';
}

function mediaWord(mime: string | null | undefined, job: MediaJob): 'audio' | 'video' | 'media' {
  if (job.kind) return job.kind;
  if (mime?.startsWith('audio/')) return 'audio';
  if (mime?.startsWith('video/')) return 'video';
  return 'media';
}

/** What an editor reads when a meditation cannot go live yet (the admin's toast, the scheduled publication's log). */
export function notReadyMessage(job: MediaJob, media: 'audio' | 'video' | 'media'): string {
  if (job.status === 'failed') {
    return `This meditation's ${media} could not be prepared: ${job.reason ?? 'the processing failed'}. Retry it in the Media panel, or upload a new file.`;
  }
  return `This meditation's ${media} is still being prepared (${job.status}). It can be published when it is ready.`;
}

/** The file a meditation's draft holds (the version a publication copies), or null when it has none. */
async function draftFile(strapi: Core.Strapi, documentId: string, locale?: string): Promise<DraftWithFile['file']> {
  const draft: unknown = await strapi.db.query(MEDITATION).findOne({
    where: { documentId, publishedAt: null, ...(locale && locale !== '*' ? { locale } : {}) },
    select: ['id'],
    populate: { file: { select: ['id', 'mime'] } },
  });
  return isDraftWithFile(draft) ? draft.file ?? null : null;
}

/**
 * Whether the media of a meditation's draft is ready to go live. A meditation without a file is (there is nothing to
 * prepare); a file without a job (uploaded before the pipeline was on) gets its job queued here, so it becomes ready.
 */
export async function meditationMediaReadiness(strapi: Core.Strapi, documentId: string, locale?: string): Promise<MediaReadiness> {
  const file = await draftFile(strapi, documentId, locale);
  if (!file) return { ready: true };
  const job = (await latestJobForFile(file.id)) ?? (await queueMediaJob(file.id));
  if (job.status === 'ready') return { ready: true };
  const media = mediaWord(file.mime, job);
  return { ready: false, job, media, message: notReadyMessage(job, media) };
}
