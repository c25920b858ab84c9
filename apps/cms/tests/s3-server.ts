import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver, { type FilesystemStore } from 's3rver';
import { S3Client } from '@aws-sdk/client-s3';
import { CHECKSUMS_WHEN_REQUIRED } from '../src/storage/s3/s3-client';

export const PUBLIC_BUCKET = 'tate-public';
export const PRIVATE_BUCKET = 'tate-private';

/** One request the store received: method, bucket, key and the canned ACL it asked for. */
export type StoreRequest = { method: string; bucket: string; key: string; acl: string | null };

export type TestS3 = {
  endpoint: string;
  /** STORAGE=s3 and the S3_* settings of a CMS that uses this store. */
  env(): Record<string, string>;
  client(): S3Client;
  /** Every request so far, in order. */
  requests: StoreRequest[];
  stop(): Promise<void>;
};

/**
 * s3rver 3.7.1 answers a PUT before the object's file is written: its store's putObject resolves once its hashing
 * stream has read the body, while the file stream may still be opening or writing, so a HEAD or GET right after can
 * find the file short or missing on a busy machine (the move to S3's check after each copy failed on it in the clean
 * clone of 1a170abc: "does not match ... after the copy"). This putObject answers once the file is written.
 */
function putObjectOnceWritten(store: FilesystemStore): void {
  store.putObject = async (object) => {
    const objectPath = store.getResourcePath(object.bucket, object.key, 'object');
    await fs.promises.mkdir(path.dirname(objectPath), { recursive: true });
    const md5 = crypto.createHash('md5');
    let size = 0;
    const body = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    await pipeline(
      body,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          md5.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      fs.createWriteStream(objectPath),
    );
    const digest = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
}

/**
 * An S3-compatible server (s3rver) on loopback (`port`, 0 for a free one) with its own temporary folder and the two
 * buckets, for the CMS test files (s3-for-tests.ts) and the two-instance suite (tests/multi). s3rver checks neither
 * signatures nor ACLs, so the requests it received are kept for the tests to read.
 */
export async function startTestS3(port = 0): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: PUBLIC_BUCKET }, { name: PRIVATE_BUCKET }],
  });
  putObjectOnceWritten(server.store);
  const requests: StoreRequest[] = [];
  // s3rver knows one access key id, S3RVER, and checks no signature: the secret is random, so none has a known value.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: crypto.randomBytes(20).toString('base64url') };
  const endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  server.httpServer.on('request', (request) => {
    const [bucket = '', ...key] = new URL(request.url ?? '/', endpoint).pathname.slice(1).split('/');
    const acl = request.headers['x-amz-acl'];
    requests.push({ method: request.method ?? '', bucket, key: decodeURIComponent(key.join('/')), acl: typeof acl === 'string' ? acl : null });
  });
  return {
    endpoint,
    requests,
    env: () => ({
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_PUBLIC_BUCKET: PUBLIC_BUCKET,
      S3_PRIVATE_BUCKET: PRIVATE_BUCKET,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    client: () => new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials, ...CHECKSUMS_WHEN_REQUIRED }),
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
