import fs from 'node:fs/promises';
import { MAX_PHOTO_BYTES } from '@tate/contracts';
import { ApiError } from '../http/errors';

/** An uploaded file as koa-body (formidable) describes it. */
export type UploadedFile = {
  filepath: string;
  originalFilename?: string | null;
  mimetype?: string | null;
  size: number;
};

const SIGNATURES: { mime: string; extensions: string[]; bytes: number[] }[] = [
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], bytes: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', extensions: ['png'], bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/bmp', extensions: ['bmp'], bytes: [0x42, 0x4d] },
];

const invalid = (message: string) => new ApiError(400, message, 'profileImg');

/**
 * A child photo must be jpg, jpeg, png or bmp by name AND by content (magic bytes), and at most 5 MB.
 * Returns the MIME type read from the content.
 */
export async function checkPhoto(file: UploadedFile): Promise<string> {
  if (file.size > MAX_PHOTO_BYTES) throw invalid('Photo must be at most 5 MB');
  if (file.size === 0) throw invalid('Photo is empty');
  const extension = (file.originalFilename ?? '').split('.').pop()?.toLowerCase() ?? '';
  const handle = await fs.open(file.filepath, 'r');
  const head = Buffer.alloc(8);
  try {
    await handle.read(head, 0, 8, 0);
  } finally {
    await handle.close();
  }
  const match = SIGNATURES.find((signature) => signature.bytes.every((byte, index) => head[index] === byte));
  if (!match || !match.extensions.includes(extension)) {
    throw invalid('Photo must be a jpg, jpeg, png or bmp image');
  }
  return match.mime;
}

/** The single `profileImg` file of a multipart request, if any. */
export function profileImgOf(files: unknown): UploadedFile | undefined {
  if (!files || typeof files !== 'object') return undefined;
  const value = (files as Record<string, unknown>).profileImg;
  const file = Array.isArray(value) ? value[0] : value;
  if (Array.isArray(value) && value.length > 1) throw invalid('Send one photo only');
  if (file && typeof file === 'object' && 'filepath' in file) return file as UploadedFile;
  return undefined;
}
