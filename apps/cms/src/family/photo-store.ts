import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CHILD_PHOTO_NAME, privateMediaDir } from '../security/private-media';
import { photoExtension, writeWithoutMetadata } from '../security/photo-metadata';

/** Where a child photo with this name is on disk (in PRIVATE_MEDIA_DIR), or null for any other name. */
export function childPhotoPath(name: string): string | null {
  return CHILD_PHOTO_NAME.test(name) ? path.join(privateMediaDir(strapi), name) : null;
}

/**
 * Child photos never go through the upload plugin (no Media Library entry, no formats, nothing in public/):
 * the photo is written, without its metadata, straight into PRIVATE_MEDIA_DIR under a random name, which the
 * child record keeps; only the signed route (/api/media-access/files) reads it there.
 */
export async function storeChildPhoto(source: string, mime: string): Promise<string> {
  const name = `child_photo_${crypto.randomUUID()}.${photoExtension(mime)}`;
  const dir = privateMediaDir(strapi);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await writeWithoutMetadata(source, mime, path.join(dir, name));
  return name;
}

export async function removeChildPhoto(name: string | null | undefined): Promise<void> {
  const file = name ? childPhotoPath(name) : null;
  if (file) await fs.rm(file, { force: true });
}
