import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { storedUploadPath } from '../../storage/private/private-folder';
import { storage } from '../../storage/storage';
import { MediaFailure } from '../failure';
import { ProcessingInterrupted } from '../interrupted';
import { processMedia } from '../process-media';
import { storeRendition } from '../renditions/store-rendition';
import { maxMediaSeconds } from '../settings';
import { makeJobFolder } from './job-folders';
import { finishJob, type MediaJob } from '../../media/data/media-job';
import { uploadFile, type UploadFile } from '../../media/data/upload-file';

/**
 * How many times a job may be claimed: an instance that died mid-job (crashed, killed, out of memory: perhaps the
 * file's doing) leaves it to be claimed again, and after this many the job fails instead of taking the next instance
 * down. A job handed back at shutdown does not use one up.
 */
export const MAX_JOB_ATTEMPTS = 3;

/** `source.<ext>`, with the upload's extension only when it is a plain one (ffmpeg is told the format anyway). */
function sourceName(file: UploadFile): string {
  return /^\.[A-Za-z0-9]{1,8}$/.test(file.ext ?? '') ? `source${file.ext}` : 'source';
}

/**
 * A copy of the upload in the job's folder, wherever it is stored (this disk, the private store, the S3 bucket): ffmpeg
 * reads that copy and nothing else, and a media library change during the job does not change what it reads.
 */
async function copySource(strapi: Core.Strapi, file: UploadFile | null, workDir: string): Promise<string> {
  if (!file) throw new MediaFailure('The uploaded file is no longer in the media library');
  const copy = path.join(workDir, sourceName(file));
  const stored = file.provider === 'local' ? await storedUploadPath(strapi, file.url) : null;
  if (stored) {
    await fs.copyFile(stored, copy).catch(() => {
      throw new MediaFailure('The uploaded file could not be read from where it is stored');
    });
    return copy;
  }
  const bytes = await storage(strapi).library.read(file);
  if (!bytes) throw new MediaFailure('The uploaded file could not be read from where it is stored');
  await fs.writeFile(copy, bytes);
  return copy;
}

/** Processes the upload and stores what it made; the figures the job records. */
async function processJob(strapi: Core.Strapi, job: MediaJob, workDir: string, signal: AbortSignal): Promise<Record<string, unknown>> {
  const file = await uploadFile(job.sourceFileId);
  const processed = await processMedia(await copySource(strapi, file, workDir), workDir, maxMediaSeconds(), signal);
  const name = file?.name ?? `media-${job.sourceFileId}`;
  await storeRendition(strapi, processed.rendition, name, { id: job.id, field: 'rendition' });
  if (processed.poster) await storeRendition(strapi, processed.poster, name, { id: job.id, field: 'poster' });
  return {
    status: 'ready',
    reason: null,
    kind: processed.kind,
    durationSeconds: processed.durationSeconds,
    loudnessBefore: processed.loudnessBefore,
    loudnessAfter: processed.loudnessAfter,
    peaks: processed.peaks,
  };
}

/**
 * Runs a job this instance has claimed: processes its source in a folder of its own, stores the rendition (and a
 * video's poster) in the media library linked to the job, and records ready with the figures, or failed with the
 * reason. Stopped by `signal` (this instance is shutting down), the job goes back to the queue with its attempt given
 * back; a job claimed more than MAX_JOB_ATTEMPTS times fails without running.
 */
export async function runJob(strapi: Core.Strapi, job: MediaJob, instance: string, signal: AbortSignal): Promise<void> {
  const attempts = job.attempts ?? 0;
  if (attempts > MAX_JOB_ATTEMPTS) {
    const reason = `Processing was interrupted ${MAX_JOB_ATTEMPTS} times before it could finish: the file may stop the server as it is prepared`;
    strapi.log.warn(`[media-pipeline] job ${job.id} (file ${job.sourceFileId}) failed: ${reason}`);
    await finishJob(job.id, instance, { status: 'failed', reason });
    return;
  }
  const workDir = await makeJobFolder();
  try {
    await finishJob(job.id, instance, await processJob(strapi, job, workDir, signal));
  } catch (error) {
    if (error instanceof ProcessingInterrupted) {
      strapi.log.info(`[media-pipeline] job ${job.id} (file ${job.sourceFileId}) goes back to the queue: ${error.message}`);
      await finishJob(job.id, instance, { status: 'queued', reason: null, claimedBy: null, claimedAt: null, attempts: Math.max(0, attempts - 1) });
      return;
    }
    const reason = error instanceof MediaFailure ? error.reason : `Processing stopped: ${error instanceof Error ? error.message : String(error)}`;
    strapi.log.warn(`[media-pipeline] job ${job.id} (file ${job.sourceFileId}) failed: ${reason}`);
    await finishJob(job.id, instance, { status: 'failed', reason });
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
