import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { storedUploadPath } from '../../security/private-media';
import { storage } from '../../storage/storage';
import { MediaFailure } from '../failure';
import { processMedia } from '../process-media';
import { storeRendition } from '../renditions/store-rendition';
import { maxMediaSeconds } from '../settings';
import { MEDIA_JOB_UID, type MediaJob } from './job-store';

type SourceFile = { id: number; name: string; hash: string; ext: string | null; url: string; provider: string };

/** The job's result, written only while this instance still holds the claim (a reclaimed job is another's now). */
async function finish(strapi: Core.Strapi, job: MediaJob, instance: string, data: Record<string, unknown>): Promise<void> {
  await strapi.db.query(MEDIA_JOB_UID).updateMany({ where: { id: job.id, claimedBy: instance }, data });
}

/** Where ffmpeg reads the source: the stored file on this disk, or a copy in the job's folder of a file in the S3 store. */
async function sourcePath(strapi: Core.Strapi, file: SourceFile | null, workDir: string): Promise<string> {
  if (!file) throw new MediaFailure('The uploaded file is no longer in the media library');
  const stored = file.provider === 'local' ? await storedUploadPath(strapi, file.url) : null;
  if (stored) return stored;
  const bytes = await storage(strapi).library.read(file);
  if (!bytes) throw new MediaFailure('The uploaded file could not be read from where it is stored');
  const copy = path.join(workDir, `source${file.ext ?? ''}`);
  await fs.writeFile(copy, bytes);
  return copy;
}

/**
 * Runs a job this instance has claimed: processes its source in a temporary folder, stores the rendition
 * (and a video's poster) in the media library linked to the job, and records ready with the figures, or failed with the reason.
 */
export async function runJob(strapi: Core.Strapi, job: MediaJob, instance: string): Promise<void> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tate-media-job-'));
  try {
    const file = (await strapi.db.query('plugin::upload.file').findOne({ where: { id: job.sourceFileId } })) as SourceFile | null;
    const processed = await processMedia(await sourcePath(strapi, file, workDir), workDir, maxMediaSeconds());
    const name = file?.name ?? `media-${job.sourceFileId}`;
    await storeRendition(strapi, processed.rendition, name, { id: job.id, field: 'rendition' });
    if (processed.poster) await storeRendition(strapi, processed.poster, name, { id: job.id, field: 'poster' });
    await finish(strapi, job, instance, {
      status: 'ready',
      reason: null,
      kind: processed.kind,
      durationSeconds: processed.durationSeconds,
      loudnessBefore: processed.loudnessBefore,
      loudnessAfter: processed.loudnessAfter,
      peaks: processed.peaks,
    });
  } catch (error) {
    const reason = error instanceof MediaFailure ? error.reason : `Processing stopped: ${(error as Error).message}`;
    strapi.log.warn(`[media-pipeline] job ${job.id} (file ${job.sourceFileId}) failed: ${reason}`);
    await finish(strapi, job, instance, { status: 'failed', reason });
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
