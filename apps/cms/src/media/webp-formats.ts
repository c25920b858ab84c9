import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import sharp from 'sharp';

/** A file as the upload plugin hands it between its services (the fields this module reads and writes). */
export type UploadFile = {
  name: string;
  hash: string;
  ext?: string;
  mime?: string;
  width?: number | null;
  height?: number | null;
  filepath?: string;
  tmpWorkingDirectory?: string;
  path?: string | null;
  getStream: () => NodeJS.ReadableStream;
  size?: number;
  sizeInBytes?: number;
};
type ResponsiveFormat = { key: string; file: UploadFile };
export type ImageManipulation = { generateResponsiveFormats: (file: UploadFile) => Promise<Array<ResponsiveFormat | undefined>> };

/** The suffix of the WebP copy of each format: `small` has `small_webp`, the original `original_webp`. */
export const WEBP_SUFFIX = '_webp';

const RESIZABLE = /^image\/(jpeg|png|tiff|webp)$/;

async function webpCopy(key: string, source: UploadFile, workDir: string): Promise<ResponsiveFormat> {
  // The source's hash already names its format (`small_x`): the copy is `webp_small_x`, the original's `webp_x`.
  const hash = `webp_${source.hash}`;
  const filepath = path.join(workDir, `${hash}.webp`);
  const input = source.filepath ? sharp(source.filepath) : source.getStream().pipe(sharp());
  const info = await input.webp({ quality: 75 }).toFile(filepath);
  return {
    key: `${key}${WEBP_SUFFIX}`,
    file: {
      name: `webp_${source.name.replace(/\.[^.]+$/, '')}.webp`,
      hash,
      ext: '.webp',
      mime: 'image/webp',
      width: info.width,
      height: info.height,
      filepath,
      path: source.path ?? null,
      getStream: () => fs.createReadStream(filepath),
      size: Math.round(info.size / 10) / 100,
      sizeInBytes: info.size,
    },
  };
}

/** Services already wrapped: the upload plugin's service is one object per process, however many CMS instances boot. */
const wrapped = new WeakSet<ImageManipulation>();

/**
 * Every responsive format Strapi makes of an uploaded image (and the image itself) gets a WebP copy next to it in
 * `formats` (docs/decisions/web-images.md). Once per service: wrapped twice (a second CMS booted in the same
 * process), it would copy its own copies and write each copy while the other pass reads it.
 */
export function registerWebpFormats(service: ImageManipulation): void {
  if (wrapped.has(service)) return;
  wrapped.add(service);
  const generate = service.generateResponsiveFormats.bind(service);
  service.generateResponsiveFormats = async (file) => {
    const formats = (await generate(file)).filter((format): format is ResponsiveFormat => format !== undefined);
    if (!file.mime || !RESIZABLE.test(file.mime)) return formats;
    const workDir = file.tmpWorkingDirectory ?? os.tmpdir();
    const sources = [...formats, { key: 'original', file }];
    return [...formats, ...(await Promise.all(sources.map(({ key, file: source }) => webpCopy(key, source, workDir))))];
  };
}
