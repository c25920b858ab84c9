import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

const UPLOADS_PREFIX = '/uploads/';

/**
 * The name of a child's photo in PRIVATE_MEDIA_DIR (src/family/photo-store.ts): random, and never a name the upload
 * plugin makes (those end in `_<hash>`), so the private media sync (src/storage/private-media) leaves these files alone.
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
