import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Core } from '@strapi/strapi';
import { isForPaidMeditation, isPaidMeditationFile, privateMediaDir } from '../security/private-media';

/** A file as the upload plugin hands it to its provider (the fields read and written here). */
type ProviderFile = {
  id?: number;
  hash: string;
  ext?: string;
  url?: string;
  stream?: NodeJS.ReadableStream;
  buffer?: Buffer;
  related?: Array<{ id: number; __type: string; __pivot?: { field?: string } }>;
};
type Write = (file: ProviderFile) => Promise<void>;
type Replace = (file: ProviderFile, old: ProviderFile) => Promise<void>;
type UploadProvider = {
  uploadStream: Write;
  upload: Write;
  replaceStream: Replace;
  replace: Replace;
  delete: (file: ProviderFile) => Promise<unknown>;
  extend: (methods: Partial<Omit<UploadProvider, 'extend'>>) => void;
};

const fileName = (file: ProviderFile) => `${file.hash}${file.ext ?? ''}`;

/**
 * The local upload provider, with privacy decided where a file is written: a file uploaded for a paid
 * meditation's `file` (the upload's ref, refId and field) and the new bytes of a paid meditation's file
 * replaced in the Media Library are written straight into PRIVATE_MEDIA_DIR, never into public/uploads, under
 * the same /uploads URL (served only by the signed route, src/api/media-access). A deleted upload's private copy
 * goes with it. Files that become private or public later (a meditation's access level or file changed) are
 * moved by src/security/private-media.ts.
 */
export function registerPrivateUploads(strapi: Core.Strapi): void {
  if (strapi.config.get('plugin::upload.provider') !== 'local') return;
  const provider = strapi.plugin('upload').provider as UploadProvider;
  const original = {
    uploadStream: provider.uploadStream.bind(provider),
    upload: provider.upload.bind(provider),
    replaceStream: provider.replaceStream.bind(provider),
    replace: provider.replace.bind(provider),
    delete: provider.delete.bind(provider),
  };
  const privatePath = (file: ProviderFile) => path.join(privateMediaDir(strapi), fileName(file));
  const publicPath = (file: ProviderFile) => path.join(strapi.dirs.static.public, 'uploads', fileName(file));

  const writePrivately = async (file: ProviderFile) => {
    await fs.promises.mkdir(privateMediaDir(strapi), { recursive: true, mode: 0o700 });
    if (file.stream) await pipeline(file.stream, fs.createWriteStream(privatePath(file)));
    else if (file.buffer) await fs.promises.writeFile(privatePath(file), file.buffer);
    else throw new Error('Missing file stream');
    await fs.promises.rm(publicPath(file), { force: true });
    file.url = `/uploads/${fileName(file)}`;
  };
  const upload = (write: Write): Write => async (file) =>
    file.related && (await isForPaidMeditation(strapi, file.related)) ? writePrivately(file) : write(file);
  const replace = (write: Replace): Replace => async (file, old) => {
    if (old.id === undefined || !(await isPaidMeditationFile(strapi, old.id))) return write(file, old);
    await writePrivately(file);
    if (fileName(old) !== fileName(file)) {
      await fs.promises.rm(privatePath(old), { force: true });
      await original.delete(old);
    }
  };

  provider.extend({
    uploadStream: upload(original.uploadStream),
    upload: upload(original.upload),
    replaceStream: replace(original.replaceStream),
    replace: replace(original.replace),
    async delete(file) {
      await fs.promises.rm(privatePath(file), { force: true });
      return original.delete(file);
    },
  });
}
