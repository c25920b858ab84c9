import type { Core } from '@strapi/strapi';
import { adminMayUpdateDocument } from '../preview/admin-may-read';
import { registerEditViewPanelRoute, type PanelStatus } from '../preview/edit-view-panel-route';
import { latestJobForFile, retryFailedJob, type MediaJob } from '../media/data/media-job';
import { toLoudnessView, toPeaks, type MediaJobAnswer } from './job-view';
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
function seconds(value: MediaJob['durationSeconds']): number | null {
  if (value === null || value === undefined) return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The file of the meditation's draft (or published version), or null when it has none. */
async function meditationFile(strapi: Core.Strapi, documentId: string, status: PanelStatus): Promise<FileRow | null> {
  const row: unknown = await strapi.db.query(MEDITATION_UID).findOne({
    where: { documentId, publishedAt: status === 'draft' ? null : { $notNull: true } },
    select: ['id'],
    populate: { file: { select: ['id', 'name', 'mime'] } },
  });
  return isMeditationWithFile(row) ? row.file : null;
}

/** The file of the meditation's draft (or published version) and its latest job, as the admin's panel shows them. */
export async function mediaJobAnswer(strapi: Core.Strapi, documentId: string, status: PanelStatus): Promise<MediaJobAnswer> {
  const file = await meditationFile(strapi, documentId, status);
  const job = file ? await latestJobForFile(file.id) : null;
  return {
    pipeline: mediaPipelineEnabled(),
    file: file ? { id: file.id, name: file.name, mime: file.mime ?? null } : null,
    job: job && {
      status: job.status,
      reason: job.reason ?? null,
      kind: job.kind ?? null,
      durationSeconds: seconds(job.durationSeconds),
      loudnessBefore: toLoudnessView(job.loudnessBefore),
      loudnessAfter: toLoudnessView(job.loudnessAfter),
      peaks: toPeaks(job.peaks),
    },
  };
}

/**
 * GET /media-pipeline/meditations/:documentId/job, for the edit view's Media panel (src/admin/media-job-panel.tsx), to
 * an admin whose role may read that meditation; POST …/job/retry, its Retry of a failed job, to one whose role may
 * edit it: the job is queued again and the answer is the panel's new state (409 when the job is not failed).
 */
export function registerMediaJobAdminRoute(strapi: Core.Strapi): void {
  registerEditViewPanelRoute(strapi, {
    uid: MEDITATION_UID,
    prefix: '/media-pipeline',
    path: '/meditations/:documentId/job',
    answer: (documentId, status) => mediaJobAnswer(strapi, documentId, status),
  });
  strapi.server.routes({
    type: 'admin',
    prefix: '/media-pipeline',
    routes: [
      {
        method: 'POST',
        path: '/meditations/:documentId/job/retry',
        info: {},
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        handler: async (ctx) => {
          const documentId = String(ctx.params.documentId ?? '');
          if (!(await adminMayUpdateDocument(MEDITATION_UID, documentId))) return ctx.forbidden();
          const status: PanelStatus = ctx.query.status === 'published' ? 'published' : 'draft';
          const file = await meditationFile(strapi, documentId, status);
          const job = file ? await latestJobForFile(file.id) : null;
          if (!job || !(await retryFailedJob(job.id))) return ctx.conflict('Only a file whose processing failed can be retried.');
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: await mediaJobAnswer(strapi, documentId, status) };
        },
      },
    ],
  });
}
