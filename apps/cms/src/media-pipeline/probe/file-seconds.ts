import type { Core } from '@strapi/strapi';
import { storedUploadPath } from '../../security/private-media';
import { readMediaDurationSeconds } from '../../utils/media-duration';
import { readUploadSeconds } from '../../utils/meditation-duration';
import { storage } from '../storage';

/** A Media Library file's record, as its length is read. */
export type TimedUpload = { hash: string; ext: string | null; url: string; provider: string };

/**
 * A Media Library file's playing time in seconds, read from its container header wherever the file is: on this
 * disk (only the header is read), or in the S3 store (the file is fetched); null when unreadable or not timed.
 */
export async function fileSeconds(strapi: Core.Strapi, file: TimedUpload): Promise<number | null> {
  if (file.provider === 'local') {
    const absolutePath = await storedUploadPath(strapi, file.url);
    return absolutePath ? readUploadSeconds(absolutePath) : null;
  }
  const bytes = await storage(strapi).library.read(file);
  return bytes ? readMediaDurationSeconds((offset, length) => bytes.subarray(offset, offset + length), bytes.length) : null;
}
