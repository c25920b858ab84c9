import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { mediaFileId } from '../media/media-field';
import { fileSeconds } from '../media-pipeline/probe/file-seconds';
import { checkCaptionsFile, lengthInSeconds } from './meditation-transcript';
import { UPLOAD_FILE } from '../media/data/upload-file';

/** The single types whose page shows a video beside its captions file (`video` and `captions`). */
const CAPTIONED_PAGE_UIDS = ['api::welcome-guide.welcome-guide', 'api::teen-page.teen-page'] as const;

type CaptionedPageUid = (typeof CAPTIONED_PAGE_UIDS)[number];

function isCaptionedPage(uid: string): uid is CaptionedPageUid {
  return CAPTIONED_PAGE_UIDS.some((page) => page === uid);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The captions file and the video a page's draft holds. */
async function storedFiles(strapi: Core.Strapi, uid: CaptionedPageUid, documentId: string | undefined): Promise<{ captionsId: number | null; videoId: number | null }> {
  const row: unknown = await strapi.db.query(uid).findOne({
    where: { ...(documentId ? { documentId } : {}), publishedAt: null },
    select: ['id'],
    populate: { captions: { select: ['id'] }, video: { select: ['id'] } },
  });
  if (!isRecord(row)) return { captionsId: null, videoId: null };
  return { captionsId: mediaFileId(row.captions), videoId: mediaFileId(row.video) };
}

/** The video's length: its ready rendition's, else read from its file (on disk or in the store); null when neither is known. */
async function videoSeconds(strapi: Core.Strapi, videoId: number | null): Promise<number | null> {
  if (videoId === null) return null;
  const file: unknown = await strapi.db.query(UPLOAD_FILE).findOne({ where: { id: videoId }, select: ['hash', 'ext', 'url', 'provider'] });
  const readable =
    isRecord(file) && typeof file.hash === 'string' && typeof file.url === 'string' && typeof file.provider === 'string'
      ? { hash: file.hash, ext: typeof file.ext === 'string' ? file.ext : null, url: file.url, provider: file.provider }
      : null;
  return lengthInSeconds(strapi, videoId, readable ? await fileSeconds(strapi, readable) : null);
}

/**
 * Document service middleware: when the welcome guide or the teen page is saved with its video's captions file or its
 * video, the captions file is checked as a meditation's is (WebVTT, .vtt, each cue within the video's length when
 * known) and a refusal, naming each problem's line and cue, is the admin's error message
 * (docs/decisions/2026-11-27-captions-on-page-videos.md). The file itself is public, as the page is.
 */
export function pageCaptionsMiddleware(strapi: Core.Strapi): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (!isCaptionedPage(context.uid) || (context.action !== 'create' && context.action !== 'update')) return next();
    const { params } = context;
    const data: unknown = params.data;
    if (!isRecord(data) || !('captions' in data || 'video' in data)) return next();
    const documentId = 'documentId' in params && typeof params.documentId === 'string' ? params.documentId : undefined;
    const stored = 'captions' in data && 'video' in data ? { captionsId: null, videoId: null } : await storedFiles(strapi, context.uid, documentId);
    const captionsId = 'captions' in data ? mediaFileId(data.captions) : stored.captionsId;
    if (captionsId === null) return next();
    const videoId = 'video' in data ? mediaFileId(data.video) : stored.videoId;
    const check = await checkCaptionsFile(strapi, captionsId, await videoSeconds(strapi, videoId), 'the video');
    if (check.refusal !== null) throw new errors.ValidationError(check.refusal, { transcriptProblems: check.problems });
    return next();
  };
}
