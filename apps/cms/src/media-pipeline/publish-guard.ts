import type { Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MEDITATION } from '../media/data/meditation';
import { meditationMediaReadiness } from './readiness';
import { mediaPipelineEnabled } from './settings';

/**
 * Document service middleware: with the pipeline on, a meditation whose file is not processed yet (queued,
 * processing) or could not be (failed) is not published; the editor reads why in the admin's notification. It sits
 * before every other publish middleware, so nothing else of the publication (its category going live) happens either.
 * Scheduled publications ask first and wait (src/publishing/scheduled-publishing.ts).
 */
export function mediaPublishGuardMiddleware(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (!mediaPipelineEnabled() || context.uid !== MEDITATION || context.action !== 'publish') return next();
    const { documentId, locale } = context.params;
    if (!documentId) return next();
    const readiness = await meditationMediaReadiness(documentId, typeof locale === 'string' ? locale : undefined);
    if (!readiness.ready) throw new errors.ApplicationError(readiness.message, { mediaJob: { status: readiness.job.status, reason: readiness.job.reason } });
    return next();
  };
}
