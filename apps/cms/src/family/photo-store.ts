import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { CHILD_PHOTO_NAME, privateMediaDir } from '../security/private-media';
import { PhotoRefusedError, photoExtension, writeWithoutMetadata } from '../security/photo-metadata';
import { ApiError } from '../http/errors';

/** Where a child photo with this name is on disk (in PRIVATE_MEDIA_DIR), or null for any other name. */
export function childPhotoPath(name: string): string | null {
  return CHILD_PHOTO_NAME.test(name) ? path.join(privateMediaDir(strapi), name) : null;
}

/**
 * Child photos never go through the upload plugin (no Media Library entry, no formats, nothing in public/):
 * the photo is written, without its metadata, straight into PRIVATE_MEDIA_DIR under a random name, which the
 * child record keeps; only the signed route (/api/media-access/files) reads it there. A photo that cannot be
 * decoded, or says it has too many pixels, is a 400 naming profileImg.
 */
export async function storeChildPhoto(source: string, mime: string): Promise<string> {
  const name = `child_photo_${crypto.randomUUID()}.${photoExtension(mime)}`;
  const dir = privateMediaDir(strapi);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  try {
    await writeWithoutMetadata(source, mime, path.join(dir, name));
  } catch (error) {
    if (error instanceof PhotoRefusedError) throw new ApiError(400, error.message, 'profileImg');
    throw error;
  }
  return name;
}

export async function removeChildPhoto(name: string | null | undefined): Promise<void> {
  const file = name ? childPhotoPath(name) : null;
  if (file) await fs.rm(file, { force: true });
}
