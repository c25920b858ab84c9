import type { Core, Modules } from '@strapi/strapi';
import { CHILD_PHOTO_NAME } from '../private/private-folder';
import { moveUploadFile, uploadFilesStoredAs } from '../../media/data/upload-file';
import { privateUploads } from './paid-files';
import { storedName } from '../media-library/library-files';
import { storage } from '../storage';
import { MEDITATION } from '../../media/data/meditation';

/**
 * Private media live outside the public files: a paid meditation's audio or video file (and its renditions), and a draft's renditions until it is published, are moved
 * from where the upload provider put it (<public>/uploads, or the public bucket) into the private store
 * (PRIVATE_MEDIA_DIR, or the private bucket), so no public address can reach its bytes; clients read it only through
 * a signed URL. A file no longer private moves back. Children's photos are written there directly and never go
 * through the upload plugin.
 *
 * The sync removes nothing. A deleted upload's private copy goes with it (./private-uploads.ts's delete), and a file
 * that no record of this database names is left alone: the store may hold another install's files (a benchmark's or a
 * staging CMS's on the same folder or bucket), whose paid files this sync once deleted as its own strays.
 */
async function syncOnce(strapi: Core.Strapi): Promise<void> {
  const { private: store, library } = storage(strapi);
  const rows = await privateUploads(strapi);
  for (const row of rows) {
    const url = await library.makePrivate(row);
    if (url !== row.url) await moveUploadFile(row.id, { url });
  }
  const privateNames = new Set(rows.map(storedName));
  const held = (await store.list()).filter((name) => !privateNames.has(name) && !CHILD_PHOTO_NAME.test(name));
  // Matched by the name of their bytes, not their URLs: a record whose move into the store was cut short before the
  // record was updated still says public, and gets its bytes back, as every record no longer private does. The rest
  // are no record's here: left alone.
  for (const row of await uploadFilesStoredAs(held)) {
    const url = await library.makePublic(row);
    if (url !== row.url) await moveUploadFile(row.id, { url });
  }
}

let queue: Promise<void> = Promise.resolve();

/** Moves files between the public files and the private store to match meditations; one at a time. */
export function syncPrivateMedia(strapi: Core.Strapi): Promise<void> {
  const run = queue.then(() => syncOnce(strapi));
  queue = run.catch((error: unknown) => {
    strapi.log.error(`[private-media] sync failed: ${(error as Error).message}`);
  });
  return run;
}

const WRITE_ACTIONS = new Set<string>(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

/**
 * Document service middleware: syncs after every write of a meditation. A write inside a caller's transaction (the
 * Content Manager saves and publishes in one) syncs once that transaction is committed: the new links are visible only
 * then, and the sync's own queries run outside it, so on SQLite (one connection) they would wait for it until the
 * connection timed out.
 */
export function privateMediaSyncMiddleware(strapi: Core.Strapi): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    const result = await next();
    if (context.uid === MEDITATION && WRITE_ACTIONS.has(context.action)) {
      if (strapi.db.inTransaction()) {
        // Failures are logged by the sync's queue.
        await strapi.db.transaction(async ({ onCommit }) => onCommit(() => void syncPrivateMedia(strapi).catch(() => undefined)));
      } else {
        await syncPrivateMedia(strapi);
      }
    }
    return result;
  };
}
