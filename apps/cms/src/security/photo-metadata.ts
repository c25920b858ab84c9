import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export type PhotoFile = { filepath: string; originalFilename?: string | null; mimetype?: string | null; size: number };

const FORMATS: Record<string, { format: 'jpeg' | 'png' | null; extension: string }> = {
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/png': { format: 'png', extension: 'png' },
  // BMP has no metadata container (no EXIF, no GPS): its pixels are kept as they are.
  'image/bmp': { format: null, extension: 'bmp' },
};

/**
 * A child's photo as it will be stored: re-encoded from its pixels (turned upright first), so EXIF, GPS,
 * XMP, IPTC and text chunks are gone, and named `child-photo` instead of the parent's file name. The copy
 * is written next to the upload, in the request's temporary folder (removed after the request).
 */
export async function withoutMetadata(file: PhotoFile, mime: string): Promise<PhotoFile> {
  const known = FORMATS[mime];
  if (!known) throw new Error(`No photo format known for ${mime}`);
  const target = path.join(path.dirname(file.filepath), `${crypto.randomUUID()}.${known.extension}`);
  if (known.format) await sharp(file.filepath).rotate().toFormat(known.format).toFile(target);
  else await fs.copyFile(file.filepath, target);
  const { size } = await fs.stat(target);
  return { filepath: target, originalFilename: `child-photo.${known.extension}`, mimetype: mime, size };
}
