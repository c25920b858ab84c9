import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

const MEDITATION_UID = 'api::meditation.meditation';
const MEDIA_JOB_UID = 'api::media-job.media-job';
const UPLOADS_PREFIX = '/uploads/';

/**
 * The name of a child's photo in PRIVATE_MEDIA_DIR (src/api/child/lib/photo-store.ts): random, and never a
 * name the upload plugin makes (those end in `_<hash>`), so the sync below leaves these files alone.
 */
export const CHILD_PHOTO_NAME = /^child_photo_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|bmp)$/;

/**
 * PRIVATE_MEDIA_DIR (default apps/cms/private/media): where private files live on this machine's disk with
 * STORAGE=local, outside the public folder (src/storage/private/local-private-store.ts).
 */
export function privateMediaDir(strapi: Core.Strapi): string {
  return path.resolve(process.env.PRIVATE_MEDIA_DIR || path.join(strapi.dirs.app.root, 'private', 'media'));
}

function publicUploadsDir(strapi: Core.Strapi): string {
  return path.resolve(strapi.dirs.static.public, 'uploads');
}

/** The stored file name of a local /uploads URL, or null for anything else. */
function fileNameOf(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const name = url.slice(UPLOADS_PREFIX.length);
  return /^[^/\\]+$/.test(name) && !name.startsWith('.') ? name : null;
}

/** Where a local upload's bytes are on disk now: the paid media folder, else the public uploads folder. */
export async function storedUploadPath(strapi: Core.Strapi, url: string): Promise<string | null> {
  const name = fileNameOf(url);
  if (!name) return null;
  const paid = path.join(privateMediaDir(strapi), name);
  try {
    await fs.access(paid);
    return paid;
  } catch {
    return path.join(publicUploadsDir(strapi), name);
  }
}

/**
 * A paid meditation's uploads that are as private as it is: its audio or video, and its WebVTT captions (whose words
 * are served only as the transcript of an entitled parent, src/transcripts).
 */
const PAID_FIELDS = ['file', 'captions'];

/** Upload files joined to the meditations they are attached to (each row a file, its link and its meditation). */
function meditationFiles(strapi: Core.Strapi) {
  const files = strapi.db.metadata.get('plugin::upload.file');
  const morphTable = (files.attributes.related as { joinTable?: { name: string } } | undefined)?.joinTable?.name;
  if (!morphTable) throw new Error('plugin::upload.file.related has no join table');
  const meditationsTable = strapi.db.metadata.get(MEDITATION_UID).tableName;
  return strapi.db
    .connection(`${files.tableName} as f`)
    .join(`${morphTable} as r`, 'r.file_id', 'f.id')
    .join(`${meditationsTable} as m`, 'm.id', 'r.related_id')
    .where('r.related_type', MEDITATION_UID);
}

/** The upload files that are the `file` or `captions` of a paid meditation (draft or published row). */
function paidFiles(strapi: Core.Strapi) {
  return meditationFiles(strapi).whereIn('r.field', PAID_FIELDS).where('m.access_level', 'paid');
}

/** The upload files that are the `file` of a published free meditation: the only sources whose renditions are public. */
function publishedFreeFiles(strapi: Core.Strapi) {
  return meditationFiles(strapi).where('r.field', 'file').where('m.access_level', 'free').whereNotNull('m.published_at');
}

/**
 * The renditions and posters the media pipeline made (src/media-pipeline) that are private: those of a paid file, and
 * those of a file no published free meditation has yet (a draft's, until it is published: an upload is not public
 * before its meditation is).
 */
function privateRenditions(strapi: Core.Strapi) {
  const files = strapi.db.metadata.get('plugin::upload.file');
  const morphTable = (files.attributes.related as { joinTable?: { name: string } } | undefined)?.joinTable?.name;
  if (!morphTable) throw new Error('plugin::upload.file.related has no join table');
  const jobsTable = strapi.db.metadata.get(MEDIA_JOB_UID).tableName;
  return strapi.db
    .connection(`${files.tableName} as f`)
    .join(`${morphTable} as r`, 'r.file_id', 'f.id')
    .join(`${jobsTable} as j`, 'j.id', 'r.related_id')
    .where('r.related_type', MEDIA_JOB_UID)
    .andWhere((source) =>
      source.whereIn('j.source_file_id', paidFiles(strapi).select('f.id')).orWhereNotIn('j.source_file_id', publishedFreeFiles(strapi).select('f.id')),
    );
}

/** A private upload's record as the sync reads it (src/storage/private-media/private-media-sync.ts). */
export type PrivateUpload = { id: number; hash: string; ext: string | null; url: string; mime: string };

/** Every private upload (paid files, private renditions and posters). */
export async function privateUploads(strapi: Core.Strapi): Promise<PrivateUpload[]> {
  const columns = ['f.id', 'f.hash', 'f.ext', 'f.url', 'f.mime'];
  const paid = (await paidFiles(strapi).distinct(columns)) as PrivateUpload[];
  const renditions = (await privateRenditions(strapi).distinct(columns)) as PrivateUpload[];
  return [...paid, ...renditions];
}

/** Is this upload private: the file of a paid meditation, or a private rendition or poster? */
export async function isPrivateMediaFile(strapi: Core.Strapi, fileId: number): Promise<boolean> {
  return (
    (await paidFiles(strapi).where('f.id', fileId).first('f.id')) !== undefined ||
    (await privateRenditions(strapi).where('f.id', fileId).first('f.id')) !== undefined
  );
}

/**
 * Is an upload linked at once to the `file` or `captions` of these entries (`ref`, `refId`, `field` of the upload) for a paid meditation,
 * or to a media job (its rendition or poster) whose source is a paid meditation's file or no published free meditation's?
 */
export async function isForPrivateMedia(
  strapi: Core.Strapi,
  related: Array<{ id: number; __type: string; __pivot?: { field?: string } }>,
): Promise<boolean> {
  const ids = related
    .filter((entry) => entry.__type === MEDITATION_UID && PAID_FIELDS.includes(entry.__pivot?.field ?? ''))
    .map((entry) => entry.id);
  const jobIds = related.filter((entry) => entry.__type === MEDIA_JOB_UID).map((entry) => entry.id);
  if (ids.length > 0 && (await strapi.db.query(MEDITATION_UID).count({ where: { id: { $in: ids }, accessLevel: 'paid' } })) > 0) return true;
  if (jobIds.length === 0) return false;
  const jobsTable = strapi.db.metadata.get(MEDIA_JOB_UID).tableName;
  const privateSource = await strapi.db
    .connection(jobsTable)
    .whereIn('id', jobIds)
    .andWhere((source) =>
      source.whereIn('source_file_id', paidFiles(strapi).select('f.id')).orWhereNotIn('source_file_id', publishedFreeFiles(strapi).select('f.id')),
    )
    .first('id');
  return privateSource !== undefined;
}

/** Whether a file is there (any error reading it counts as not). */
export async function fileExists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
