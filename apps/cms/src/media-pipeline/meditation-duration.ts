import type { Core, Modules } from '@strapi/strapi';
import { mediaFileId } from '../media/media-field';
import { uploadFile } from '../media/data/upload-file';
import { MEDITATION } from '../media/data/meditation';
import { fileSeconds, readUploadSeconds } from './probe/file-seconds';


/** Seconds as a meditation's minutes, to the hundredth. */
const toMinutes = (seconds: number) => Math.round((seconds / 60) * 100) / 100;

/** Minutes of a file on this disk (at absolutePath), to the hundredth; null for unreadable files. */
export function readUploadMinutes(absolutePath: string): number | null {
  const seconds = readUploadSeconds(absolutePath);
  return seconds === null ? null : toMinutes(seconds);
}

/**
 * Document service middleware: when a meditation is created or updated with a media file, its durationMinutes is
 * read from that file (on disk or in the S3 store, src/media-pipeline/probe/file-seconds.ts), so editors never type it.
 */
export function meditationDurationMiddleware(strapi: Core.Strapi): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid === MEDITATION && (context.action === 'create' || context.action === 'update')) {
      const data = (context.params as { data?: Record<string, unknown> }).data;
      const fileId = data ? mediaFileId(data.file) : null;
      if (data && fileId !== null) {
        const file = await uploadFile(fileId);
        const seconds = file ? await fileSeconds(strapi, file) : null;
        if (seconds !== null) data.durationMinutes = toMinutes(seconds);
      }
    }
    return next();
  };
}
