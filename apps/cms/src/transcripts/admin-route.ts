import type { Core } from '@strapi/strapi';
import { registerEditViewPanelRoute } from '../preview/edit-view-panel-route';
import { checkTranscript, storedSources } from './meditation-transcript';
import { MEDITATION } from '../media/data/meditation';

/**
 * GET /transcripts/meditations/:documentId?status=draft|published, for the edit view's Transcript panel, to an admin
 * whose role may read that meditation: its saved transcript checked again against the length known now (a rendition
 * measured after the save may be shorter), as a `TranscriptCheck`.
 */
export function registerTranscriptAdminRoute(strapi: Core.Strapi): void {
  registerEditViewPanelRoute(strapi, {
    uid: MEDITATION,
    prefix: '/transcripts',
    path: '/meditations/:documentId',
    answer: async (documentId, status) => checkTranscript(strapi, await storedSources(strapi, documentId, status)),
  });
}
