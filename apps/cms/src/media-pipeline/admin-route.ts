import type { Core } from '@strapi/strapi';
import { registerEditViewPanelRoute } from '../preview/edit-view-panel-route';
import { latestJobForFile, type MediaJob } from './jobs/job-store';
import type { MediaJobAnswer } from './job-view';
import { MEDITATION_UID } from './readiness';
import { mediaPipelineEnabled } from './settings';

type FileRow = { id: number; name: string; mime: string | null };
type MeditationWithFile = { file: FileRow | null };

function isMeditationWithFile(value: unknown): value is MeditationWithFile {
  if (typeof value !== 'object' || value === null || !('file' in value)) return false;
  const { file } = value;
  return file === null || (typeof file === 'object' && 'id' in file && typeof file.id === 'number' && 'name' in file && typeof file.name === 'string');
}

/** A decimal column reads as a string on PostgreSQL and a number on SQLite. */
function seconds(value: MediaJob['durationSeconds'] | string): number | null {
  if (value === null) return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The file of the meditation's draft (or published version) and its latest job, as the admin's panel shows them. */
export async function mediaJobAnswer(strapi: Core.Strapi, documentId: string, status: 'draft' | 'published'): Promise<MediaJobAnswer> {
  const row: unknown = await strapi.db.query(MEDITATION_UID).findOne({
    where: { documentId, publishedAt: status === 'draft' ? null : { $notNull: true } },
    select: ['id'],
    populate: { file: { select: ['id', 'name', 'mime'] } },
  });
  const file = isMeditationWithFile(row) ? row.file : null;
  const job = file ? await latestJobForFile(strapi, file.id) : null;
  return {
    pipeline: mediaPipelineEnabled(),
    file: file ? { id: file.id, name: file.name, mime: file.mime ?? null } : null,
    job: job && {
      status: job.status,
      reason: job.reason,
      kind: job.kind,
      durationSeconds: seconds(job.durationSeconds),
      loudnessBefore: job.loudnessBefore,
      loudnessAfter: job.loudnessAfter,
      peaks: job.peaks,
    },
  };
}

/**
 * GET /media-pipeline/meditations/:documentId/job, for the edit view's Media panel (src/admin/media-job-panel.tsx), to
 * an admin whose role may read that meditation.
 */
export function registerMediaJobAdminRoute(strapi: Core.Strapi): void {
  registerEditViewPanelRoute(strapi, {
    uid: MEDITATION_UID,
    prefix: '/media-pipeline',
    path: '/meditations/:documentId/job',
    answer: (documentId, status) => mediaJobAnswer(strapi, documentId, status),
  });
}
