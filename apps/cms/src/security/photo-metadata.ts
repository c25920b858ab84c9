import fs from 'node:fs/promises';
import sharp from 'sharp';

const FORMATS: Record<string, { format: 'jpeg' | 'png' | null; extension: string }> = {
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/png': { format: 'png', extension: 'png' },
  // BMP has no metadata container (no EXIF, no GPS): its pixels are kept as they are (sharp cannot read BMP).
  'image/bmp': { format: null, extension: 'bmp' },
};

/** The longest side of a stored child photo: the apps show it as a small avatar, and a larger one only costs. */
export const PHOTO_MAX_SIDE = 1024;

/**
 * The most pixels a photo may have to be decoded at all. A phone camera's 5 MB JPEG has at most about 50 MP (the
 * brief's 64 MP photo passes and is made smaller); a file of at most 5 MB that says it has more is a decompression
 * bomb, refused before its pixels are decoded.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

/** A photo that is refused for what it holds; the message is for the parent who sent it. */
export class PhotoRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoRefusedError';
  }
}

const UNREADABLE = 'Photo could not be read: send a jpg, jpeg, png or bmp image';

function formatOf(mime: string): { format: 'jpeg' | 'png' | null; extension: string } {
  const known = FORMATS[mime];
  if (!known) throw new Error(`No photo format known for ${mime}`);
  return known;
}

/** The file extension a child's photo of this type is stored with. */
export function photoExtension(mime: string): string {
  return formatOf(mime).extension;
}

/** Width and height from a BMP's header (BITMAPCOREHEADER or a later one; a negative height is top-down). */
async function bmpSize(source: string): Promise<{ width: number; height: number }> {
  const handle = await fs.open(source, 'r');
  const head = Buffer.alloc(26);
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  const core = head.readUInt32LE(14) === 12;
  const width = core ? head.readUInt16LE(18) : head.readInt32LE(18);
  const height = Math.abs(core ? head.readUInt16LE(20) : head.readInt32LE(22));
  return { width, height };
}

/** A BMP cannot be re-encoded here: it is stored as sent when it is no larger than a stored photo may be. */
async function checkBmp(source: string): Promise<void> {
  const { width, height } = await bmpSize(source);
  if (width <= 0 || height <= 0) throw new PhotoRefusedError(UNREADABLE);
  if (Math.max(width, height) > PHOTO_MAX_SIDE) {
    throw new PhotoRefusedError(`A bmp photo must be at most ${PHOTO_MAX_SIDE} pixels wide and high: send a jpg or png of any size instead`);
  }
}

/**
 * The photo re-encoded from its pixels (turned upright first, so EXIF, GPS, XMP, IPTC and text chunks are gone) and
 * made at most PHOTO_MAX_SIDE on its longest side. Throws PhotoRefusedError for a file sharp cannot decode and for
 * one with more than MAX_INPUT_PIXELS (read from its header, before anything is decoded).
 */
async function reencoded(source: string, format: 'jpeg' | 'png'): Promise<Buffer> {
  try {
    // The header only: nothing is decoded yet, so a bomb's size is read at no cost.
    const { width = 0, height = 0 } = await sharp(source, { limitInputPixels: false }).metadata();
    if (width * height > MAX_INPUT_PIXELS) {
      throw new PhotoRefusedError(`Photo has too many pixels: send one of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
    }
    return await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toFormat(format)
      .toBuffer();
  } catch (error) {
    if (error instanceof PhotoRefusedError) throw error;
    // sharp (libvips) failed to decode it: a broken or truncated file behind an image's first bytes.
    throw new PhotoRefusedError(UNREADABLE);
  }
}

/**
 * Writes a child's photo to `target` without its metadata and at most PHOTO_MAX_SIDE pixels on its longest side.
 * Throws PhotoRefusedError, before writing anything, for a photo it cannot or may not store.
 */
export async function writeWithoutMetadata(source: string, mime: string, target: string): Promise<void> {
  const { format } = formatOf(mime);
  if (!format) {
    await checkBmp(source);
    await fs.copyFile(source, target);
    return;
  }
  await fs.writeFile(target, await reencoded(source, format));
}
