import { describe, expect, it } from 'vitest';
import { readStorageSettings } from './storage-settings';

const s3 = {
  STORAGE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000/',
  S3_REGION: 'us-east-1',
  S3_PUBLIC_BUCKET: 'tate-public',
  S3_PRIVATE_BUCKET: 'tate-private',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('storage settings', () => {
  it('is the local disk unless STORAGE says s3', () => {
    expect(readStorageSettings({})).toEqual({ kind: 'local' });
    expect(readStorageSettings({ STORAGE: '' })).toEqual({ kind: 'local' });
    expect(() => readStorageSettings({ STORAGE: 'disk' })).toThrow('STORAGE must be local or s3, not "disk"');
  });

  it('names every missing or wrong S3 setting at once', () => {
    expect(() => readStorageSettings({ STORAGE: 's3', S3_ENDPOINT: 'ftp://x', S3_PUBLIC_BUCKET: 'Bad_Name' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL; S3_REGION is required with STORAGE=s3; S3_PUBLIC_BUCKET must be an S3 bucket name; S3_PRIVATE_BUCKET is required with STORAGE=s3; S3_ACCESS_KEY_ID is required with STORAGE=s3; S3_SECRET_ACCESS_KEY is required with STORAGE=s3/,
    );
    expect(() => readStorageSettings({ ...s3, S3_PRIVATE_BUCKET: 'tate-public' })).toThrow('S3_PRIVATE_BUCKET must not be S3_PUBLIC_BUCKET');
    expect(() => readStorageSettings({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE must be true or false');
  });

  it('reads the public address from the CDN, else from the bucket as it is reached', () => {
    expect(readStorageSettings({ ...s3, S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      publicBaseUrl: 'http://127.0.0.1:9000/tate-public',
      publicAcl: 'public-read',
    });
    expect(readStorageSettings({ ...s3, S3_ENDPOINT: '' })).toMatchObject({ publicBaseUrl: 'https://tate-public.s3.us-east-1.amazonaws.com' });
    expect(readStorageSettings({ ...s3, S3_PUBLIC_BASE_URL: 'https://cdn.example.org/m/', S3_PUBLIC_ACL: 'none' })).toMatchObject({
      publicBaseUrl: 'https://cdn.example.org/m',
      publicAcl: null,
    });
  });
});
