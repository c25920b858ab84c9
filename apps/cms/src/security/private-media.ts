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
 * Private media live outside the public folder: a paid meditation's audio or video file is moved from
 * <public>/uploads into PRIVATE_MEDIA_DIR (default apps/cms/private/media), so no spelling of an /uploads
 * path can reach its bytes; only the signed route (/api/media-access/files) reads it there. A file no
 * longer private moves back, and a deleted upload's copy is removed. Children's photos are written there
 * directly and never go through the upload plugin.
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

/** The upload files that are the `file` or `captions` of a paid meditation (draft or published row). */
function paidFiles(strapi: Core.Strapi) {
  const files = strapi.db.metadata.get('plugin::upload.file');
  const morphTable = (files.attributes.related as { joinTable?: { name: string } } | undefined)?.joinTable?.name;
  if (!morphTable) throw new Error('plugin::upload.file.related has no join table');
  const meditationsTable = strapi.db.metadata.get(MEDITATION_UID).tableName;
  return strapi.db
    .connection(`${files.tableName} as f`)
    .join(`${morphTable} as r`, 'r.file_id', 'f.id')
    .join(`${meditationsTable} as m`, 'm.id', 'r.related_id')
    .where('r.related_type', MEDITATION_UID)
    .whereIn('r.field', PAID_FIELDS)
    .where('m.access_level', 'paid');
}

/** The renditions and posters the media pipeline made from paid files (src/media-pipeline): as private as their source. */
function paidRenditions(strapi: Core.Strapi) {
  const files = strapi.db.metadata.get('plugin::upload.file');
  const morphTable = (files.attributes.related as { joinTable?: { name: string } } | undefined)?.joinTable?.name;
  if (!morphTable) throw new Error('plugin::upload.file.related has no join table');
  const jobsTable = strapi.db.metadata.get(MEDIA_JOB_UID).tableName;
  return strapi.db
    .connection(`${files.tableName} as f`)
    .join(`${morphTable} as r`, 'r.file_id', 'f.id')
    .join(`${jobsTable} as j`, 'j.id', 'r.related_id')
    .where('r.related_type', MEDIA_JOB_UID)
    .whereIn('j.source_file_id', paidFiles(strapi).select('f.id'));
}

/** URLs of every private upload. */
async function privateFileUrls(strapi: Core.Strapi): Promise<Set<string>> {
  const paid = (await paidFiles(strapi).distinct('f.url')) as Array<{ url: string }>;
  const renditions = (await paidRenditions(strapi).distinct('f.url')) as Array<{ url: string }>;
  return new Set([...paid, ...renditions].map((row) => row.url));
}

/** Is this upload the file of a paid meditation? */
export async function isPaidMeditationFile(strapi: Core.Strapi, fileId: number): Promise<boolean> {
  return (
    (await paidFiles(strapi).where('f.id', fileId).first('f.id')) !== undefined ||
    (await paidRenditions(strapi).where('f.id', fileId).first('f.id')) !== undefined
  );
}

/**
 * Is an upload linked at once to the `file` or `captions` of these entries (`ref`, `refId`, `field` of the upload) for a paid meditation,
 * or to a media job of a paid meditation's file (its rendition or poster)?
 */
export async function isForPaidMeditation(
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
  const paidSource = await strapi.db
    .connection(jobsTable)
    .whereIn('id', jobIds)
    .whereIn('source_file_id', paidFiles(strapi).select('f.id'))
    .first('id');
  return paidSource !== undefined;
}

async function storedUploadUrls(strapi: Core.Strapi, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = (await strapi.db
    .query('plugin::upload.file')
    .findMany({ where: { url: { $in: urls } }, select: ['url'] })) as Array<{
    url: string;
  }>;
  return new Set(rows.map((row) => row.url));
}

async function move(from: string, to: string): Promise<void> {
  try {
    await fs.rename(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code !== 'EXDEV') throw error;
    await fs.copyFile(from, to);
    await fs.rm(from, { force: true });
  }
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

async function syncOnce(strapi: Core.Strapi): Promise<void> {
  const privateDir = privateMediaDir(strapi);
  const publicDir = publicUploadsDir(strapi);
  await fs.mkdir(privateDir, { recursive: true, mode: 0o700 });
  const privateUrls = await privateFileUrls(strapi);
  for (const url of privateUrls) {
    const name = fileNameOf(url);
    if (name && (await fileExists(path.join(publicDir, name)))) await move(path.join(publicDir, name), path.join(privateDir, name));
  }
  const held = (await fs.readdir(privateDir)).filter(
    (name) => !privateUrls.has(`${UPLOADS_PREFIX}${name}`) && !CHILD_PHOTO_NAME.test(name),
  );
  const stillUploaded = await storedUploadUrls(
    strapi,
    held.map((name) => `${UPLOADS_PREFIX}${name}`)
  );
  for (const name of held) {
    const from = path.join(privateDir, name);
    if (stillUploaded.has(`${UPLOADS_PREFIX}${name}`)) await move(from, path.join(publicDir, name));
    else await fs.rm(from, { force: true });
  }
}

let queue: Promise<void> = Promise.resolve();

/** Moves files between the public and the private folder to match meditations; one at a time. */
export function syncPrivateMedia(strapi: Core.Strapi): Promise<void> {
  const run = queue.then(() => syncOnce(strapi));
  queue = run.catch((error: unknown) => {
    strapi.log.error(`[private-media] sync failed: ${(error as Error).message}`);
  });
  return run;
}

const WRITE_ACTIONS = new Set<string>(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

/**
 * Syncs after every document-service write of a meditation and after every media library deletion. A write inside a
 * caller's transaction (the Content Manager saves and publishes in one) syncs once that transaction is committed: the
 * new links are visible only then, and the sync's own queries run outside it, so on SQLite (one connection) they would
 * wait for it until the connection timed out.
 */
export function registerPrivateMedia(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid === MEDITATION_UID && WRITE_ACTIONS.has(context.action)) {
      if (strapi.db.inTransaction()) {
        // Failures are logged by the sync's queue.
        await strapi.db.transaction(async ({ onCommit }) => onCommit(() => void syncPrivateMedia(strapi).catch(() => undefined)));
      } else {
        await syncPrivateMedia(strapi);
      }
    }
    return result;
  });
  strapi.eventHub.on('media.delete', async () => {
    await syncPrivateMedia(strapi);
  });
}
