import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHILD_PHOTO_NAME } from '../storage/private/private-folder';
import { PhotoRefusedError, photoExtension, writeWithoutMetadata } from '../security/photo-metadata';
import { ApiError } from '../http/errors';
import { storage } from '../storage/storage';
import { localPrivateStore } from '../storage/private/local-private-store';

/** Where a child photo with this name is on this machine's disk (PRIVATE_MEDIA_DIR), or null for any other name. */
export function childPhotoPath(name: string): string | null {
  return CHILD_PHOTO_NAME.test(name) ? localPrivateStore(strapi).pathOf(name) : null;
}

/**
 * Child photos never go through the upload plugin (no Media Library entry, no formats, nothing public): the photo
 * is made, without its metadata, in a temporary folder, then put in the private store (src/storage) under a random
 * name, which the child record keeps; clients read it only through a signed URL. A photo that cannot be decoded, or
 * says it has too many pixels, is a 400 naming profileImg.
 */
export async function storeChildPhoto(source: string, mime: string): Promise<string> {
  const name = `child_photo_${crypto.randomUUID()}.${photoExtension(mime)}`;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tate-photo-'));
  try {
    await writeWithoutMetadata(source, mime, path.join(dir, name));
    await storage(strapi).private.put(name, { path: path.join(dir, name) }, mime);
  } catch (error) {
    if (error instanceof PhotoRefusedError) throw new ApiError(400, error.message, 'profileImg');
    throw error;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  return name;
}

export async function removeChildPhoto(name: string | null | undefined): Promise<void> {
  if (name && CHILD_PHOTO_NAME.test(name)) await storage(strapi).private.remove(name);
}
