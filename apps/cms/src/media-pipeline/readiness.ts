import { latestJobForFile, queueMediaJob, type MediaJob } from '../media/data/media-job';
import { draftFileOf } from '../media/data/meditation';

/** Whether a meditation's media may go live: its file's latest job is ready (or it has no file), or why not. */
export type MediaReadiness =
  | { ready: true }
  | { ready: false; job: MediaJob; media: 'audio' | 'video' | 'media'; message: string };

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

/**
 * Whether the media of a meditation's draft is ready to go live. A meditation without a file is (there is nothing to
 * prepare); a file without a job (uploaded before the pipeline was on) gets its job queued here, so it becomes ready.
 */
export async function meditationMediaReadiness(documentId: string, locale?: string): Promise<MediaReadiness> {
  const file = await draftFileOf(documentId, locale);
  if (!file) return { ready: true };
  const job = (await latestJobForFile(file.id)) ?? (await queueMediaJob(file.id));
  if (job.status === 'ready') return { ready: true };
  const media = mediaWord(file.mime, job);
  return { ready: false, job, media, message: notReadyMessage(job, media) };
}
