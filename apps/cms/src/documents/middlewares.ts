import type { Core, Modules } from '@strapi/strapi';
import { partnerDocumentsMiddleware } from '../api/partner/lib/partner-documents';
import { categoryGoesLiveMiddleware } from '../editing/category-goes-live';
import { slugFollowsTitleMiddleware } from '../editing/slug-follows-title';
import { sortOrderAfterLastMiddleware } from '../editing/sort-order-after-last';
import { meditationDurationMiddleware } from '../media-pipeline/meditation-duration';
import { mediaPublishGuardMiddleware } from '../media-pipeline/publish-guard';
import { mediaPipelineTriggerMiddleware } from '../media-pipeline/trigger';
import { privateMediaSyncMiddleware } from '../storage/private-media/private-media-sync';
import { meditationTranscriptMiddleware } from '../transcripts/meditation-transcript';
import { pageCaptionsMiddleware } from '../transcripts/page-captions';

type MakeMiddleware = (strapi: Core.Strapi) => Modules.Documents.Middleware.Middleware;

/**
 * Every document service middleware of the CMS, in the order a save, publish or delete goes through them: the first
 * runs first and the rest run inside its `next()`, so a middleware that throws before `next()` stops all after it and
 * the write itself, and work done after `next()` (the sync, the trigger) sees the write done.
 */
const DOCUMENT_MIDDLEWARES: MakeMiddleware[] = [
  // First: a refused publication (the meditation's media not processed yet) does nothing else, not even the category
  // going live with it.
  mediaPublishGuardMiddleware,
  // Before the transcript: the minutes it writes from a new file are the length the transcript is checked against.
  meditationDurationMiddleware,
  // Checks the meditation's captions or pasted text against that length and refuses the save before it is written.
  meditationTranscriptMiddleware,
  // The same check for the welcome guide's and the teen page's captions; it touches no other type.
  pageCaptionsMiddleware,
  // Moves files in or out of the private store once the write (and its transaction) is done: its work is after
  // `next()`, so it sees what every middleware below did. None below changes a meditation's files or access level.
  privateMediaSyncMiddleware,
  // The editors' guard rails (docs/decisions/editors-guard-rails.md) and the partners' key and origins: each reads
  // and writes only its own types and fields, so their place among the others changes nothing; this is the order
  // they always had.
  categoryGoesLiveMiddleware,
  slugFollowsTitleMiddleware,
  sortOrderAfterLastMiddleware,
  partnerDocumentsMiddleware,
  // Last, innermost: a media job is queued only for a save that every middleware above let through and that was
  // written.
  mediaPipelineTriggerMiddleware,
];

/** Registers the document service middlewares in their one order (Strapi runs them in the order they are used). */
export function registerDocumentMiddlewares(strapi: Core.Strapi): void {
  for (const makeMiddleware of DOCUMENT_MIDDLEWARES) strapi.documents.use(makeMiddleware(strapi));
}
