import fs from 'node:fs/promises';
import { z } from 'zod';
import type { Core } from '@strapi/strapi';
import { PHOTO_TYPES } from '@tate/contracts';
import { storedUploadPath } from '../storage/private/private-folder';
import { storeChildPhoto } from './photo-store';
import { CHILD, childPhotoById, updateChild } from './data/child';
import { UPLOAD_FILE, uploadFile } from '../media/data/upload-file';

/** The Media Library field children's photos were kept in before they left it (docs/decisions/2026-11-23-private-files-by-location.md). */
const OLD_FIELD = 'profileImg';
/** The photo types a child's photo may have (@tate/contracts). */
const photoTypes: ReadonlySet<string> = new Set(PHOTO_TYPES);

/** The upload plugin's links of files to entries, read raw from its join table (knex types none: checked, not cast). */
const fileLinks = z.array(z.object({ related_id: z.number(), file_id: z.number() }));

/** Whether a file is there (any error reading it counts as not). */
async function fileExists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Children whose photo is still a Media Library file: the photo is stored privately under a new random name
 * (src/api/child/lib/photo-store.ts) and the upload, its formats in public/ included, is removed. Runs at every
 * boot and finds nothing once done.
 */
export async function migrateUploadedChildPhotos(strapi: Core.Strapi): Promise<void> {
  const files = strapi.db.metadata.get(UPLOAD_FILE);
  const morphTable = (files.attributes.related as { joinTable?: { name: string } } | undefined)?.joinTable?.name;
  if (!morphTable) throw new Error('plugin::upload.file.related has no join table');
  const links = fileLinks.parse(await strapi.db.connection(morphTable).where({ related_type: CHILD, field: OLD_FIELD }).select('related_id', 'file_id'));
  for (const link of links) {
    const file = await uploadFile(link.file_id);
    if (!file) continue;
    const source = await storedUploadPath(strapi, file.url);
    const child = await childPhotoById(link.related_id);
    if (child && !child.photoFile && photoTypes.has(file.mime) && source && (await fileExists(source))) {
      const photoFile = await storeChildPhoto(source, file.mime);
      await updateChild(link.related_id, { photoFile });
    }
    await strapi.plugin('upload').service('upload').remove(file);
  }
  await strapi.db.connection(morphTable).where({ related_type: CHILD, field: OLD_FIELD }).delete();
}
