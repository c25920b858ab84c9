import { S3Client } from '@aws-sdk/client-s3';
import type { StorageSettings } from '../settings/storage-settings';

export type S3Settings = Extract<StorageSettings, { kind: 's3' }>;

/**
 * Checksums only where S3 requires them: by default the SDK sends every upload `aws-chunked` with a trailing
 * CRC32, which stores that do not know it (s3rver, older MinIO and Ceph RGW) keep as the object's bytes.
 */
export const CHECKSUMS_WHEN_REQUIRED = { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const;

/** The options of every S3 client of an instance: the store's endpoint, region, credentials and addressing style. */
export function s3ClientOptions(settings: S3Settings) {
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    ...CHECKSUMS_WHEN_REQUIRED,
  };
}

/** The one S3 client of an instance for the private store and moves (the upload provider makes its own, alike). */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client(s3ClientOptions(settings));
}
