import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { isForPrivateMedia, isPrivateMediaFile } from './paid-files';
import { storage } from '../storage';
import { PRIVATE_URL_PREFIX, storedName } from '../media-library/library-files';
import type { StoredBody } from '../private/private-store';

/** A file as the upload plugin hands it to its provider (the fields read and written here). */
type ProviderFile = {
  id?: number;
  hash: string;
  ext?: string;
  mime?: string;
  url?: string;
  /** The upload plugin's stream of its temporary file (a file stream, whose path is read). */
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

/** The providers whose files Tate keeps private: the local disk and S3 (STORAGE, config/plugins.ts). */
const PROVIDERS = new Set(['local', 'aws-s3']);

async function bodyOf(file: ProviderFile): Promise<StoredBody> {
  if (file.buffer) return { buffer: file.buffer };
  if (file.stream instanceof fs.ReadStream && typeof file.stream.path === 'string') return { path: file.stream.path };
  if (!file.stream) throw new Error('Missing file stream');
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return { buffer: Buffer.concat(chunks) };
}

/**
 * The upload provider (local disk or S3), with privacy decided where a file is written: a file uploaded for a paid
 * meditation's `file` (the upload's ref, refId and field), a media pipeline rendition or poster of a paid file or of
 * one no published free meditation has yet (a draft's), and the new bytes of such a file replaced in the Media Library
 * are written straight into the private store (src/storage: PRIVATE_MEDIA_DIR or the
 * private bucket), never where the provider would make them public, under the URL /uploads/<name>, which no public
 * route serves (clients get a signed URL). A deleted upload's private copy goes with it. Files that become private or
 * public later (a meditation published, its access level or file changed) are moved by src/storage/private-media/private-media-sync.ts.
 */
export function registerPrivateUploads(strapi: Core.Strapi): void {
  if (!PROVIDERS.has(String(strapi.config.get('plugin::upload.provider')))) return;
  const provider = strapi.plugin('upload').provider as UploadProvider;
  const original = {
    uploadStream: provider.uploadStream.bind(provider),
    upload: provider.upload.bind(provider),
    replaceStream: provider.replaceStream.bind(provider),
    replace: provider.replace.bind(provider),
    delete: provider.delete.bind(provider),
  };
  const store = storage(strapi).private;
  const publicPath = (file: ProviderFile) => path.join(strapi.dirs.static.public, 'uploads', storedName(file));

  const writePrivately = async (file: ProviderFile) => {
    await store.put(storedName(file), await bodyOf(file), file.mime ?? 'application/octet-stream');
    await fs.promises.rm(publicPath(file), { force: true });
    file.url = `${PRIVATE_URL_PREFIX}${storedName(file)}`;
  };
  const upload = (write: Write): Write => async (file) =>
    file.related && (await isForPrivateMedia(strapi, file.related)) ? writePrivately(file) : write(file);
  const replace = (write: Replace): Replace => async (file, old) => {
    if (old.id === undefined || !(await isPrivateMediaFile(strapi, old.id))) return write(file, old);
    await writePrivately(file);
    if (storedName(old) !== storedName(file)) {
      await store.remove(storedName(old));
      await original.delete(old);
    }
  };

  provider.extend({
    uploadStream: upload(original.uploadStream),
    upload: upload(original.upload),
    replaceStream: replace(original.replaceStream),
    replace: replace(original.replace),
    async delete(file) {
      await store.remove(storedName(file));
      return original.delete(file);
    },
  });
}
