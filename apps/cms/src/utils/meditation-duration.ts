import fs from 'node:fs';
import type { Core } from '@strapi/strapi';
import { readMediaDurationSeconds } from './media-duration';
import { storedUploadPath } from '../security/private-media';

const MEDITATION_UID = 'api::meditation.meditation';

type UploadedFile = { url: string; provider: string; mime: string | null };

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

/** Minutes of a local upload (at absolutePath), to the hundredth; null for unreadable files. */
export function readUploadMinutes(absolutePath: string): number | null {
  const seconds = readUploadSeconds(absolutePath);
  return seconds === null ? null : Math.round((seconds / 60) * 100) / 100;
}

/**
 * Document service middleware: when a meditation is created or updated with a media file, its
 * durationMinutes is read from that file, so editors never type it.
 */
export function registerMeditationDuration(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid === MEDITATION_UID && (context.action === 'create' || context.action === 'update')) {
      const data = (context.params as { data?: Record<string, unknown> }).data;
      const fileId = data ? mediaFileId(data.file) : null;
      if (data && fileId !== null) {
        const file = (await strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId } })) as UploadedFile | null;
        const absolutePath = file?.provider === 'local' ? await storedUploadPath(strapi, file.url) : null;
        const minutes = absolutePath ? readUploadMinutes(absolutePath) : null;
        if (minutes !== null) data.durationMinutes = minutes;
      }
    }
    return next();
  });
}
