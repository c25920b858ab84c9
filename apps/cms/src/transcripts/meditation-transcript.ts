import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { parseWebVtt, textToCues, type TranscriptCue, type TranscriptProblem } from '@tate/contracts';
import { storedUploadPath } from '../security/private-media';
import { mediaFileId } from '../utils/meditation-duration';
import { readyRenditions } from '../media-pipeline/renditions/ready-renditions';

const MEDITATION_UID = 'api::meditation.meditation';

/** The fields the cues are derived from: a save that sends none of them keeps the cues it has. */
const SOURCE_FIELDS = ['captions', 'transcriptText', 'file'];

/** How many problems the refusal lists; the rest are counted. */
const LISTED_PROBLEMS = 5;

type CaptionsFile = { name: string; ext: string | null; url: string; provider: string };

/** What a meditation's draft already holds, for the fields a partial update does not send. */
type StoredSources = { captionsId: number | null; transcriptText: string | null; fileId: number | null; durationMinutes: number | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A decimal column reads as a string on PostgreSQL and a number on SQLite. */
function minutesOf(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const minutes = Number(value);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

async function storedSources(strapi: Core.Strapi, documentId: string | undefined): Promise<StoredSources> {
  const row: unknown = documentId
    ? await strapi.db.query(MEDITATION_UID).findOne({
        where: { documentId, publishedAt: null },
        select: ['transcriptText', 'durationMinutes'],
        populate: { captions: { select: ['id'] }, file: { select: ['id'] } },
      })
    : null;
  if (!isRecord(row)) return { captionsId: null, transcriptText: null, fileId: null, durationMinutes: null };
  return {
    captionsId: mediaFileId(row.captions),
    transcriptText: typeof row.transcriptText === 'string' ? row.transcriptText : null,
    fileId: mediaFileId(row.file),
    durationMinutes: minutesOf(row.durationMinutes),
  };
}

/** The meditation's length: its ready rendition's measured duration, else the minutes read from its file on save. */
async function lengthInSeconds(strapi: Core.Strapi, fileId: number | null, minutes: number | null): Promise<number | null> {
  const rendition = fileId === null ? undefined : (await readyRenditions(strapi, [fileId])).get(fileId);
  if (rendition?.durationSeconds) return rendition.durationSeconds;
  return minutes === null ? null : minutes * 60;
}

function refuse(source: string, problems: TranscriptProblem[]): never {
  const listed = problems.slice(0, LISTED_PROBLEMS).map((item) => item.message);
  const more = problems.length > LISTED_PROBLEMS ? ` (and ${problems.length - LISTED_PROBLEMS} more)` : '';
  throw new errors.ValidationError(`The transcript (${source}) cannot be used: ${listed.join('; ')}${more}.`, { transcriptProblems: problems });
}

async function readCaptionsFile(strapi: Core.Strapi, fileId: number): Promise<{ file: CaptionsFile; text: string }> {
  const row: unknown = await strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId }, select: ['name', 'ext', 'url', 'provider'] });
  if (!isRecord(row) || typeof row.name !== 'string' || typeof row.url !== 'string' || typeof row.provider !== 'string') {
    throw new errors.ValidationError('The captions file is no longer in the media library: choose it again.');
  }
  const file: CaptionsFile = { name: row.name, ext: typeof row.ext === 'string' ? row.ext : null, url: row.url, provider: row.provider };
  if (file.ext?.toLowerCase() !== '.vtt') throw new errors.ValidationError(`The captions file must be a WebVTT file ending in .vtt; ${file.name} is not.`);
  const absolutePath = file.provider === 'local' ? await storedUploadPath(strapi, file.url) : null;
  if (!absolutePath) throw new errors.ValidationError(`The captions file ${file.name} could not be read: upload it again.`);
  return { file, text: await fs.readFile(absolutePath, 'utf8') };
}

/** Pasted text that is a WebVTT file (it starts with WEBVTT) is read as one; any other text is spread over the length. */
async function cuesOfPastedText(text: string, durationSeconds: number | null): Promise<TranscriptCue[]> {
  if (/^\uFEFF?\s*WEBVTT/.test(text)) {
    const { cues, problems } = await parseWebVtt(text.trimStart(), { durationSeconds });
    if (problems.length > 0) refuse('pasted WebVTT', problems);
    return cues;
  }
  if (durationSeconds === null) {
    throw new errors.ValidationError('The pasted transcript is timed over the meditation’s length: add its audio or video file first, or paste WebVTT.');
  }
  return textToCues(text, durationSeconds);
}

/**
 * The cues of a meditation being saved, from its captions file (WebVTT) or its pasted text, or null without either.
 * A file or text with problems refuses the save, each problem with its line and cue, in the admin's message.
 */
async function transcriptCues(strapi: Core.Strapi, data: Record<string, unknown>, documentId: string | undefined): Promise<TranscriptCue[] | null> {
  const needsStored = !('captions' in data && 'transcriptText' in data && 'file' in data);
  const stored = needsStored ? await storedSources(strapi, documentId) : null;
  const captionsId = 'captions' in data ? mediaFileId(data.captions) : stored?.captionsId ?? null;
  const pasted = ('transcriptText' in data ? data.transcriptText : stored?.transcriptText) ?? null;
  const text = typeof pasted === 'string' ? pasted.trim() : '';
  if (captionsId !== null && text !== '') {
    throw new errors.ValidationError('Give the transcript either as a captions file or as pasted text, not both: remove one of them.');
  }
  if (captionsId === null && text === '') return null;
  const fileId = 'file' in data ? mediaFileId(data.file) : stored?.fileId ?? null;
  const minutes = 'durationMinutes' in data ? minutesOf(data.durationMinutes) : stored?.durationMinutes ?? null;
  const durationSeconds = await lengthInSeconds(strapi, fileId, minutes);
  if (captionsId === null) return cuesOfPastedText(text, durationSeconds);
  const captions = await readCaptionsFile(strapi, captionsId);
  const { cues, problems } = await parseWebVtt(captions.text, { durationSeconds });
  if (problems.length > 0) refuse(captions.file.name, problems);
  return cues;
}

/**
 * Document service middleware: when a meditation is created or updated with its captions file, its pasted transcript
 * or its media file, `transcriptCues` (which editors do not edit) is derived from them and checked against the
 * meditation's length (docs/decisions/2026-11-27-transcripts-in-the-cms.md). Registered after the duration's
 * middleware (src/utils/meditation-duration.ts), so a new file's length is known here.
 */
export function registerMeditationTranscript(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== MEDITATION_UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const { params } = context;
    const data: unknown = params.data;
    if (!isRecord(data) || !SOURCE_FIELDS.some((field) => field in data)) return next();
    const documentId = 'documentId' in params && typeof params.documentId === 'string' ? params.documentId : undefined;
    data.transcriptCues = await transcriptCues(strapi, data, documentId);
    return next();
  });
}
