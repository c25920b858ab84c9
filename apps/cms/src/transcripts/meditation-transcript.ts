import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { parseWebVtt, textToCues, type TranscriptProblem } from '@tate/contracts';
import { storage } from '../storage/storage';
import { mediaFileId } from '../media/media-field';
import { readyRenditions } from '../media-pipeline/renditions/ready-renditions';
import type { TranscriptCheck } from './transcript-check';
import { MEDITATION } from '../media/data/meditation';
import { UPLOAD_FILE } from '../media/data/upload-file';

/** The fields the cues are derived from: a save that sends none of them keeps the cues it has. */
const SOURCE_FIELDS = ['captions', 'transcriptText', 'file'];

/** How many problems a refusal lists; the rest are counted. */
const LISTED_PROBLEMS = 5;

/** What the cues are made from: the captions file's id, the pasted text, the media file's id and its minutes. */
export type TranscriptSources = { captionsId: number | null; transcriptText: string | null; fileId: number | null; durationMinutes: number | null };

const NO_SOURCES: TranscriptSources = { captionsId: null, transcriptText: null, fileId: null, durationMinutes: null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A decimal column reads as a string on PostgreSQL and a number on SQLite. */
function minutesOf(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const minutes = Number(value);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

/** The sources a meditation's draft (or published version) holds. */
export async function storedSources(strapi: Core.Strapi, documentId: string | undefined, status: 'draft' | 'published' = 'draft'): Promise<TranscriptSources> {
  const row: unknown = documentId
    ? await strapi.db.query(MEDITATION).findOne({
        where: { documentId, publishedAt: status === 'draft' ? null : { $notNull: true } },
        select: ['transcriptText', 'durationMinutes'],
        populate: { captions: { select: ['id'] }, file: { select: ['id'] } },
      })
    : null;
  if (!isRecord(row)) return NO_SOURCES;
  return {
    captionsId: mediaFileId(row.captions),
    transcriptText: typeof row.transcriptText === 'string' ? row.transcriptText : null,
    fileId: mediaFileId(row.file),
    durationMinutes: minutesOf(row.durationMinutes),
  };
}

/**
 * A media file's length: its ready rendition's measured duration, else `fallbackSeconds` (a meditation's minutes read
 * from its file on save, a page video's seconds read from its file).
 */
export async function lengthInSeconds(strapi: Core.Strapi, fileId: number | null, fallbackSeconds: number | null): Promise<number | null> {
  const rendition = fileId === null ? undefined : (await readyRenditions([fileId])).get(fileId);
  if (rendition?.durationSeconds) return rendition.durationSeconds;
  return fallbackSeconds;
}

const refused = (source: string, refusal: string, problems: TranscriptProblem[] = []): TranscriptCheck => ({ source, cues: [], problems, refusal });

/** A file or text with problems: the refusal lists the first few, each with its line and cue. */
function withProblems(source: string, problems: TranscriptProblem[]): TranscriptCheck {
  const listed = problems.slice(0, LISTED_PROBLEMS).map((item) => item.message);
  const more = problems.length > LISTED_PROBLEMS ? ` (and ${problems.length - LISTED_PROBLEMS} more)` : '';
  return refused(source, `The transcript (${source}) cannot be used: ${listed.join('; ')}${more}.`, problems);
}

/**
 * A captions file from the media library, parsed and checked against the length of what it captions when known
 * (`media` names it in a refusal: "the meditation" unless told).
 */
export async function checkCaptionsFile(strapi: Core.Strapi, fileId: number, durationSeconds: number | null, media?: string): Promise<TranscriptCheck> {
  const row: unknown = await strapi.db.query(UPLOAD_FILE).findOne({ where: { id: fileId }, select: ['name', 'hash', 'ext', 'url', 'provider'] });
  if (!isRecord(row) || typeof row.name !== 'string' || typeof row.url !== 'string' || typeof row.hash !== 'string' || typeof row.provider !== 'string') {
    return refused('captions file', 'The captions file is no longer in the media library: choose it again.');
  }
  const { name } = row;
  if (typeof row.ext !== 'string' || row.ext.toLowerCase() !== '.vtt') return refused(name, `The captions file must be a WebVTT file ending in .vtt; ${name} is not.`);
  // Wherever it is stored: the disk, or the public or private bucket (docs/decisions/2026-11-27-files-on-s3.md).
  const bytes = await storage(strapi).library.read({ hash: row.hash, ext: row.ext, url: row.url, provider: row.provider });
  if (!bytes) return refused(name, `The captions file ${name} could not be read: upload it again.`);
  const { cues, problems } = await parseWebVtt(bytes.toString('utf8'), { durationSeconds, media });
  return problems.length > 0 ? withProblems(name, problems) : { source: name, cues, problems: [], refusal: null };
}

/** Pasted text that is a WebVTT file (it starts with WEBVTT) is read as one; any other text is spread over the length. */
async function checkPastedText(text: string, durationSeconds: number | null): Promise<TranscriptCheck> {
  if (/^\uFEFF?WEBVTT/.test(text)) {
    const { cues, problems } = await parseWebVtt(text, { durationSeconds });
    return problems.length > 0 ? withProblems('pasted WebVTT', problems) : { source: 'pasted WebVTT', cues, problems: [], refusal: null };
  }
  if (durationSeconds === null) {
    return refused('pasted text', 'The pasted transcript is timed over the meditation’s length: add its audio or video file first, or paste WebVTT.');
  }
  return { source: 'pasted text', cues: textToCues(text, durationSeconds), problems: [], refusal: null };
}

/**
 * The cues of a meditation from its captions file (WebVTT) or its pasted text, checked against its length, or a
 * refusal naming each problem's line and cue. Without either, no source and no cues.
 */
export async function checkTranscript(strapi: Core.Strapi, sources: TranscriptSources): Promise<TranscriptCheck> {
  const text = sources.transcriptText?.trim() ?? '';
  if (sources.captionsId !== null && text !== '') {
    return refused('captions file and pasted text', 'Give the transcript either as a captions file or as pasted text, not both: remove one of them.');
  }
  if (sources.captionsId === null && text === '') return { source: null, cues: [], problems: [], refusal: null };
  const durationSeconds = await lengthInSeconds(strapi, sources.fileId, sources.durationMinutes === null ? null : sources.durationMinutes * 60);
  return sources.captionsId === null ? checkPastedText(text, durationSeconds) : checkCaptionsFile(strapi, sources.captionsId, durationSeconds);
}

/** The sources of a save: what it sends, and what the draft holds for the fields it does not send. */
async function sourcesOfSave(strapi: Core.Strapi, data: Record<string, unknown>, documentId: string | undefined): Promise<TranscriptSources> {
  const sent = (field: string) => field in data;
  const stored = SOURCE_FIELDS.every(sent) ? NO_SOURCES : await storedSources(strapi, documentId);
  const text = sent('transcriptText') ? data.transcriptText : stored.transcriptText;
  return {
    captionsId: sent('captions') ? mediaFileId(data.captions) : stored.captionsId,
    transcriptText: typeof text === 'string' ? text : null,
    fileId: sent('file') ? mediaFileId(data.file) : stored.fileId,
    durationMinutes: sent('durationMinutes') ? minutesOf(data.durationMinutes) : stored.durationMinutes,
  };
}

/**
 * Document service middleware: when a meditation is created or updated with its captions file, its pasted transcript
 * or its media file, `transcriptCues` (which editors do not edit) is derived from them and checked against the
 * meditation's length; a refusal is the admin's error message (docs/decisions/2026-11-27-transcripts-in-the-cms.md).
 * It runs after the duration's middleware (src/documents/middlewares.ts), so a new file's length is known here.
 */
export function meditationTranscriptMiddleware(strapi: Core.Strapi): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid !== MEDITATION || (context.action !== 'create' && context.action !== 'update')) return next();
    const { params } = context;
    const data: unknown = params.data;
    if (!isRecord(data) || !SOURCE_FIELDS.some((field) => field in data)) return next();
    const documentId = 'documentId' in params && typeof params.documentId === 'string' ? params.documentId : undefined;
    const check = await checkTranscript(strapi, await sourcesOfSave(strapi, data, documentId));
    if (check.refusal !== null) throw new errors.ValidationError(check.refusal, { transcriptProblems: check.problems });
    data.transcriptCues = check.source === null ? null : check.cues;
    return next();
  };
}
