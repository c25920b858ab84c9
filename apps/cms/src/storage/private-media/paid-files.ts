import type { Core } from '@strapi/strapi';
import { MEDIA_JOB } from '../../media/data/media-job';
import { z } from 'zod';
import { MEDITATION } from '../../media/data/meditation';
import { UPLOAD_FILE } from '../../media/data/upload-file';

/**
 * A paid meditation's uploads that are as private as it is: its audio or video, and its WebVTT captions (whose words
 * are served only as the transcript of an entitled parent, src/transcripts).
 */
const PAID_FIELDS = ['file', 'captions'];

/** Upload files joined to the entries of a type they are attached to: `f` the file, `r` its link, `alias` the entry. */
function filesLinkedTo(strapi: Core.Strapi, uid: typeof MEDITATION | typeof MEDIA_JOB, alias: string) {
  const files = strapi.db.metadata.get(UPLOAD_FILE);
  const morphTable = (files.attributes.related as { joinTable?: { name: string } } | undefined)?.joinTable?.name;
  if (!morphTable) throw new Error('plugin::upload.file.related has no join table');
  return strapi.db
    .connection(`${files.tableName} as f`)
    .join(`${morphTable} as r`, 'r.file_id', 'f.id')
    .join(`${strapi.db.metadata.get(uid).tableName} as ${alias}`, `${alias}.id`, 'r.related_id')
    .where('r.related_type', uid);
}

/** Upload files joined to the meditations they are attached to (each row a file, its link and its meditation `m`). */
function meditationFiles(strapi: Core.Strapi) {
  return filesLinkedTo(strapi, MEDITATION, 'm');
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
  return filesLinkedTo(strapi, MEDIA_JOB, 'j')
    .andWhere((source) =>
      source.whereIn('j.source_file_id', paidFiles(strapi).select('f.id')).orWhereNotIn('j.source_file_id', publishedFreeFiles(strapi).select('f.id')),
    );
}

/** A private upload's record as the sync reads it (./private-media-sync.ts), checked as it comes from the raw query. */
const privateUploadRows = z.array(z.object({ id: z.number().int(), hash: z.string(), ext: z.string().nullable(), url: z.string(), mime: z.string() }));
export type PrivateUpload = z.infer<typeof privateUploadRows>[number];

/** Every private upload (paid files, private renditions and posters). */
export async function privateUploads(strapi: Core.Strapi): Promise<PrivateUpload[]> {
  const columns = ['f.id', 'f.hash', 'f.ext', 'f.url', 'f.mime'];
  const paid = privateUploadRows.parse(await paidFiles(strapi).distinct(columns));
  const renditions = privateUploadRows.parse(await privateRenditions(strapi).distinct(columns));
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
    .filter((entry) => entry.__type === MEDITATION && PAID_FIELDS.includes(entry.__pivot?.field ?? ''))
    .map((entry) => entry.id);
  const jobIds = related.filter((entry) => entry.__type === MEDIA_JOB).map((entry) => entry.id);
  if (ids.length > 0 && (await strapi.db.query(MEDITATION).count({ where: { id: { $in: ids }, accessLevel: 'paid' } })) > 0) return true;
  if (jobIds.length === 0) return false;
  const jobsTable = strapi.db.metadata.get(MEDIA_JOB).tableName;
  const privateSource = await strapi.db
    .connection(jobsTable)
    .whereIn('id', jobIds)
    .andWhere((source) =>
      source.whereIn('source_file_id', paidFiles(strapi).select('f.id')).orWhereNotIn('source_file_id', publishedFreeFiles(strapi).select('f.id')),
    )
    .first('id');
  return privateSource !== undefined;
}
