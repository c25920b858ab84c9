import type { Core } from '@strapi/strapi';
import { registerEditViewPanelAction, registerEditViewPanelRoute, type PanelStatus } from '../preview/edit-view-panel-route';
import { fileOfMeditation, MEDITATION } from '../media/data/meditation';
import { latestJobForFile, retryFailedJob, type MediaJob } from '../media/data/media-job';
import { toLoudnessView, toPeaks, type MediaJobAnswer } from './job-view';
import { mediaPipelineEnabled } from './settings';

/** A decimal column reads as a string on PostgreSQL and a number on SQLite. */
function seconds(value: MediaJob['durationSeconds']): number | null {
  if (value === null || value === undefined) return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** The file of the meditation's draft (or published version) and its latest job, as the admin's panel shows them. */
export async function mediaJobAnswer(documentId: string, status: PanelStatus): Promise<MediaJobAnswer> {
  const file = await fileOfMeditation(documentId, status);
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
    uid: MEDITATION,
    prefix: '/media-pipeline',
    path: '/meditations/:documentId/job',
    answer: (documentId, status) => mediaJobAnswer(documentId, status),
  });
  registerEditViewPanelAction(strapi, {
    uid: MEDITATION,
    prefix: '/media-pipeline',
    path: '/meditations/:documentId/job/retry',
    act: async (documentId, status) => {
      const file = await fileOfMeditation(documentId, status);
      const job = file ? await latestJobForFile(file.id) : null;
      if (!job || !(await retryFailedJob(job.id))) return { conflict: 'Only a file whose processing failed can be retried.' };
      return { data: await mediaJobAnswer(documentId, status) };
    },
  });
}
