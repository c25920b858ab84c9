import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';
import { CHECKSUMS_WHEN_REQUIRED } from '../src/storage/s3/s3-client';

export const PUBLIC_BUCKET = 'tate-public';
export const PRIVATE_BUCKET = 'tate-private';

/** One request the store received: method, bucket, key and the canned ACL it asked for. */
export type StoreRequest = { method: string; bucket: string; key: string; acl: string | null };

export type TestS3 = {
  /** STORAGE=s3 and the S3_* settings of a CMS that uses this store. */
  env(): Record<string, string>;
  client(): S3Client;
  /** Every request so far, in order. */
  requests: StoreRequest[];
};

/**
 * An S3-compatible server (s3rver) on a free loopback port with its own temporary folder and the two buckets, for the
 * calling test file: started in a beforeAll registered before the CMS's, stopped in an afterAll that runs after it.
 * s3rver checks neither signatures nor ACLs, so the requests it received are kept for the tests to read.
 */
export function s3ForTests(): TestS3 {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: PUBLIC_BUCKET }, { name: PRIVATE_BUCKET }],
  });
  const requests: StoreRequest[] = [];
  // s3rver knows one access key id, S3RVER, and checks no signature: the secret is random, so none has a known value.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: crypto.randomBytes(20).toString('base64url') };
  let endpoint: string | undefined;
  beforeAll(async () => {
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    server.httpServer.on('request', (request) => {
      const [bucket = '', ...key] = new URL(request.url ?? '/', endpoint).pathname.slice(1).split('/');
      const acl = request.headers['x-amz-acl'];
      requests.push({ method: request.method ?? '', bucket, key: decodeURIComponent(key.join('/')), acl: typeof acl === 'string' ? acl : null });
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  const started = (): string => {
    if (!endpoint) throw new Error('the S3 server is not running yet: read it inside the hooks and tests of its file');
    return endpoint;
  };
  return {
    requests,
    env: () => ({
      STORAGE: 's3',
      S3_ENDPOINT: started(),
      S3_REGION: 'us-east-1',
      S3_PUBLIC_BUCKET: PUBLIC_BUCKET,
      S3_PRIVATE_BUCKET: PRIVATE_BUCKET,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    client: () =>
      new S3Client({
        endpoint: started(),
        region: 'us-east-1',
        forcePathStyle: true,
        credentials,
        ...CHECKSUMS_WHEN_REQUIRED,
      }),
  };
}
