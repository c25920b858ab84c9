import type { Core } from '@strapi/strapi';
import { adminMayReadDocument } from '../preview/admin-may-read';
import { checkTranscript, MEDITATION_UID, storedSources } from './meditation-transcript';

/**
 * GET /transcripts/meditations/:documentId?status=draft|published, for the edit view's Transcript panel only (the
 * admin's own authentication), and only to an admin whose role may read that meditation: its saved transcript checked
 * again against the length known now (a rendition measured after the save may be shorter), as a `TranscriptCheck`.
 */
export function registerTranscriptAdminRoute(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/transcripts',
    routes: [
      {
        method: 'GET',
        path: '/meditations/:documentId',
        info: {},
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        handler: async (ctx) => {
          const documentId = String(ctx.params.documentId ?? '');
          if (!(await adminMayReadDocument(MEDITATION_UID, documentId))) return ctx.forbidden();
          const status = ctx.query.status === 'published' ? 'published' : 'draft';
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: await checkTranscript(strapi, await storedSources(strapi, documentId, status)) };
        },
      },
    ],
  });
}
