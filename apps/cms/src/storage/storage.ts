import type { Core } from '@strapi/strapi';
import { localLibraryFiles, s3LibraryFiles, type LibraryFiles } from './media-library/library-files';
import { localPrivateStore } from './private/local-private-store';
import type { PrivateStore } from './private/private-store';
import { s3PrivateStore } from './private/s3-private-store';
import { s3Client } from './s3/s3-client';
import { readStorageSettings, type StorageSettings } from './settings/storage-settings';

/** Every place the CMS stores a file, picked once by STORAGE (docs/decisions/2026-11-27-files-on-s3.md). */
export type Storage = { settings: StorageSettings; private: PrivateStore; library: LibraryFiles };

const made = new WeakMap<Core.Strapi, Storage>();

function makeStorage(strapi: Core.Strapi): Storage {
  const settings = readStorageSettings();
  if (settings.kind === 'local') {
    const store = localPrivateStore(strapi);
    return { settings, private: store, library: localLibraryFiles(strapi, store) };
  }
  const client = s3Client(settings);
  const store = s3PrivateStore(client, settings.privateBucket);
  return { settings, private: store, library: s3LibraryFiles(client, settings, store) };
}

/** This instance's storage: the local disk, or S3-compatible object storage. */
export function storage(strapi: Core.Strapi): Storage {
  const existing = made.get(strapi);
  if (existing) return existing;
  const created = makeStorage(strapi);
  made.set(strapi, created);
  return created;
}
