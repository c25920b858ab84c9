import fs from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';
import type { PrivateStore } from '../private/private-store';
import type { S3Settings } from '../s3/s3-client';

/** A Media Library file as the moves below read it. */
export type LibraryFile = { hash: string; ext?: string | null; url: string; mime: string };

/** What `read` needs of a Media Library file's record. */
export type StoredUpload = { hash: string; ext?: string | null; url: string; provider: string };

/** The URL a private upload keeps in its record: its name under /uploads, which no public route serves. */
export const PRIVATE_URL_PREFIX = '/uploads/';

export const storedName = (file: { hash: string; ext?: string | null }) => `${file.hash}${file.ext ?? ''}`;

/**
 * Moves a Media Library upload's bytes between where the upload provider wrote them (readable by the public) and the
 * private store, when the meditation it belongs to becomes paid or free: each returns the record's URL afterwards.
 */
export interface LibraryFiles {
  makePrivate(file: LibraryFile): Promise<string>;
  makePublic(file: LibraryFile): Promise<string>;
  /** A Media Library file's bytes wherever they are (public or private, on disk or in the store), or null. */
  read(file: StoredUpload): Promise<Buffer | null>;
}

/** On disk: <public>/uploads and PRIVATE_MEDIA_DIR; the URL stays /uploads/<name> either way. */
export function localLibraryFiles(strapi: Core.Strapi, store: PrivateStore): LibraryFiles {
  const publicPath = (file: { hash: string; ext?: string | null }) => path.join(strapi.dirs.static.public, 'uploads', storedName(file));
  return {
    async makePrivate(file) {
      try {
        await store.put(storedName(file), { path: publicPath(file) }, file.mime);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return file.url;
        throw error;
      }
      await fs.rm(publicPath(file), { force: true });
      return file.url;
    },
    async makePublic(file) {
      const bytes = await store.read(storedName(file));
      if (!bytes) return file.url;
      await fs.writeFile(publicPath(file), bytes);
      await store.remove(storedName(file));
      return file.url;
    },
    async read(file) {
      if (file.provider !== 'local' || !file.url.startsWith(PRIVATE_URL_PREFIX)) return null;
      const held = await store.read(storedName(file));
      if (held) return held;
      try {
        return await fs.readFile(publicPath(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/**
 * In S3: the public bucket (the upload provider's, key `<hash><ext>`, URL under S3_PUBLIC_BASE_URL) and the private
 * bucket; a private upload's URL is /uploads/<name>, so its record never names where it is readable.
 */
export function s3LibraryFiles(client: S3Client, settings: S3Settings, store: PrivateStore): LibraryFiles {
  const Bucket = settings.publicBucket;
  return {
    async makePrivate(file) {
      const name = storedName(file);
      if (file.url.startsWith(PRIVATE_URL_PREFIX)) return file.url;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!object.Body) return file.url;
        await store.put(name, { buffer: Buffer.from(await object.Body.transformToByteArray()) }, file.mime);
      } catch (error) {
        if (!(error instanceof NoSuchKey)) throw error;
        // Not in the public bucket: a move cut short after the copy and the delete, before the record's update, left
        // the bytes in the store alone. The record is told where they are.
        return (await store.has(name)) ? `${PRIVATE_URL_PREFIX}${name}` : file.url;
      }
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
      return `${PRIVATE_URL_PREFIX}${name}`;
    },
    async makePublic(file) {
      const name = storedName(file);
      const bytes = await store.read(name);
      if (!bytes) return file.url;
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: bytes,
          ContentType: file.mime,
          ...(settings.publicAcl ? { ACL: settings.publicAcl } : {}),
        }),
      );
      await store.remove(name);
      return `${settings.publicBaseUrl}/${name}`;
    },
    async read(file) {
      if (file.url.startsWith(PRIVATE_URL_PREFIX)) return store.read(storedName(file));
      if (file.provider !== 'aws-s3') return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: storedName(file) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
  };
}
