import fs from 'node:fs/promises';
import sharp from 'sharp';

const FORMATS: Record<string, { format: 'jpeg' | 'png' | null; extension: string }> = {
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/png': { format: 'png', extension: 'png' },
  // BMP has no metadata container (no EXIF, no GPS): its pixels are kept as they are.
  'image/bmp': { format: null, extension: 'bmp' },
};

function formatOf(mime: string): { format: 'jpeg' | 'png' | null; extension: string } {
  const known = FORMATS[mime];
  if (!known) throw new Error(`No photo format known for ${mime}`);
  return known;
}

/** The file extension a child's photo of this type is stored with. */
export function photoExtension(mime: string): string {
  return formatOf(mime).extension;
}

/**
 * Writes a child's photo to `target` re-encoded from its pixels (turned upright first), so EXIF, GPS, XMP,
 * IPTC and text chunks are gone.
 */
export async function writeWithoutMetadata(source: string, mime: string, target: string): Promise<void> {
  const { format } = formatOf(mime);
  if (format) await sharp(source).rotate().toFormat(format).toFile(target);
  else await fs.copyFile(source, target);
}
