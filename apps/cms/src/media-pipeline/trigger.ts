import type { Modules } from '@strapi/strapi';
import { mediaFileId } from '../media/media-field';
import { queueMediaJob } from '../media/data/media-job';
import { MEDITATION } from '../media/data/meditation';
import { mediaPipelineEnabled } from './settings';


/**
 * Document service middleware: when a meditation is created or saved with a media file, a job is queued for
 * that file (once per file), after the save. The work itself runs in the worker, never in the editor's request.
 */
export function mediaPipelineTriggerMiddleware(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    const result = await next();
    if (mediaPipelineEnabled() && context.uid === MEDITATION && (context.action === 'create' || context.action === 'update')) {
      const data = (context.params as { data?: Record<string, unknown> }).data;
      const fileId = data ? mediaFileId(data.file) : null;
      if (fileId !== null) await queueMediaJob(fileId);
    }
    return result;
  };
}
