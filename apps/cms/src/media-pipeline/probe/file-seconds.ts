import fs from 'node:fs';
import type { Core } from '@strapi/strapi';
import { storedUploadPath } from '../../storage/private/private-folder';
import { storage } from '../../storage/storage';
import { readMediaDurationSeconds } from './header-duration';

/** A Media Library file's record, as its length is read. */
export type TimedUpload = { hash: string; ext?: string | null; url: string; provider: string };

/** Seconds of a file on this disk (at absolutePath), read from its container header only; null for unreadable files. */
export function readUploadSeconds(absolutePath: string): number | null {
  let descriptor: number | undefined;
  try {
    descriptor = fs.openSync(absolutePath, 'r');
    const fd = descriptor;
    const { size } = fs.fstatSync(fd);
    return readMediaDurationSeconds((offset, length) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      const read = buffer.length > 0 ? fs.readSync(fd, buffer, 0, buffer.length, offset) : 0;
      return buffer.subarray(0, read);
    }, size);
  } catch {
    return null;
  } finally {
    if (descriptor !== undefined) fs.closeSync(descriptor);
  }
}

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
