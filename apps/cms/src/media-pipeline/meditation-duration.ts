import fs from 'node:fs';
import type { Core } from '@strapi/strapi';
import { readMediaDurationSeconds } from './media-duration';

const MEDITATION_UID = 'api::meditation.meditation';

/** A Media Library file's record as the middleware finds it. */
export type UploadedFile = { hash: string; ext: string | null; url: string; provider: string; mime: string | null };

/** Reads a file's length in seconds wherever it is stored (src/storage/media-library/file-seconds.ts). */
export type FileSeconds = (file: UploadedFile) => Promise<number | null>;

/** The media library id in a media field value as the admin panel or the document service sends it. */
export function mediaFileId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  if (Array.isArray(value)) return value.length > 0 ? mediaFileId(value[0]) : null;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('id' in record) return mediaFileId(record.id);
    if ('set' in record) return mediaFileId(record.set);
    if ('connect' in record) return mediaFileId(record.connect);
  }
  return null;
}

/** Seconds of a local upload (at absolutePath), read from its container header; null for unreadable files. */
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

/** Seconds as a meditation's minutes, to the hundredth. */
const toMinutes = (seconds: number) => Math.round((seconds / 60) * 100) / 100;

/** Minutes of a local upload (at absolutePath), to the hundredth; null for unreadable files. */
export function readUploadMinutes(absolutePath: string): number | null {
  const seconds = readUploadSeconds(absolutePath);
  return seconds === null ? null : toMinutes(seconds);
}

/**
 * Document service middleware: when a meditation is created or updated with a media file, its
 * durationMinutes is read from that file (`secondsOf`: on disk or in the S3 store), so editors never type it.
 */
export function registerMeditationDuration(strapi: Core.Strapi, secondsOf: FileSeconds): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid === MEDITATION_UID && (context.action === 'create' || context.action === 'update')) {
      const data = (context.params as { data?: Record<string, unknown> }).data;
      const fileId = data ? mediaFileId(data.file) : null;
      if (data && fileId !== null) {
        const file = (await strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId } })) as UploadedFile | null;
        const seconds = file ? await secondsOf(file) : null;
        if (seconds !== null) data.durationMinutes = toMinutes(seconds);
      }
    }
    return next();
  });
}
