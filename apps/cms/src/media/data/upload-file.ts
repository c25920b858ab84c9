import path from 'node:path';
import { storedRows, type StoredRow } from '../../utils/stored-rows';

/** The upload plugin's file content type (the media library): its UID and its reads (docs/decisions/2026-11-28-cms-typed-content-types.md). */
export const UPLOAD_FILE = 'plugin::upload.file';

/** A media library file's record. */
export type UploadFile = StoredRow<typeof UPLOAD_FILE>;

/** The media library file with this id, or null when it is gone. */
export function uploadFile(id: number): Promise<UploadFile | null> {
  return storedRows(UPLOAD_FILE).findOne({ id });
}

/** The id of the media library file named `name`, or null when there is none. */
export async function uploadFileIdByName(name: string): Promise<number | null> {
  const file = await storedRows(UPLOAD_FILE, { select: ['id'] }).findOne({ name });
  return file?.id ?? null;
}

/** How many stored names one query looks up (a statement's bound values stay far under SQLite's and PostgreSQL's limits). */
const NAMES_PER_QUERY = 500;

/**
 * The media library files whose bytes are stored under these names (a record's hash and extension: `<hash><ext>`, the
 * name on disk and in the buckets), whatever their URLs say (their id, stored name parts, URL and type). A record's URL
 * can lag its bytes (a move cut short between the copy and the record's update), so a stored file is matched by name,
 * never by URL. A name no record holds has no row here.
 */
export async function uploadFilesStoredAs(names: string[]) {
  const wanted = new Set(names);
  const found = [];
  for (let start = 0; start < names.length; start += NAMES_PER_QUERY) {
    // A name's hash is the name without its extension, or the whole name for a record with none.
    const hashes = names.slice(start, start + NAMES_PER_QUERY).flatMap((name) => [name.slice(0, name.length - path.extname(name).length), name]);
    const rows = await storedRows(UPLOAD_FILE, { select: ['id', 'hash', 'ext', 'url', 'mime'] }).findMany({ hash: { $in: hashes } });
    found.push(...rows.filter((row) => wanted.has(`${row.hash}${row.ext ?? ''}`)));
  }
  return found;
}

/** The media library files the local upload provider stored (their id, stored name parts, URL, type and formats), by id. */
export function localUploadFiles() {
  return storedRows(UPLOAD_FILE, { select: ['id', 'hash', 'ext', 'url', 'mime', 'formats'] }).findMany({ provider: 'local' }, [{ id: 'asc' }]);
}

/** Whether a media library file's record has this URL (an /uploads URL that is a stored upload at all). */
export async function isUploadedFileUrl(url: string): Promise<boolean> {
  return (await storedRows(UPLOAD_FILE, { select: ['id'] }).findOne({ url })) !== null;
}

/** Points a media library file's record at where its bytes are now: its URL, and with a move to a store its provider and formats. */
export async function moveUploadFile(id: number, data: { url: string; provider?: string; formats?: Record<string, unknown> | null }): Promise<void> {
  await strapi.db.query(UPLOAD_FILE).update({ where: { id }, data });
}
