import fs from 'node:fs';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PARTNER_URL_TTL_SECONDS } from '../../media/signed-url';
import type { PrivateStore, StoredBody } from './private-store';

/**
 * How long a presigned URL of a private object answers: minutes, so a URL copied out of an answer soon stops
 * working; the web's /player/file asks the CMS for a fresh one on every request, the apps on every lookup.
 */
export const PRESIGNED_URL_TTL_SECONDS = 15 * 60;

async function bodyOf(body: StoredBody): Promise<{ Body: Buffer | fs.ReadStream; ContentLength: number }> {
  if ('buffer' in body) return { Body: body.buffer, ContentLength: body.buffer.length };
  const { size } = await fs.promises.stat(body.path);
  return { Body: fs.createReadStream(body.path), ContentLength: size };
}

/**
 * How many times a file's put is sent. The SDK sends a buffer again after a dropped connection but never a stream (it
 * cannot rewind one: "non-retryable streaming request"), so a file sent from its path failed for good when the store
 * closed the connection under it: an idle kept-alive socket reused just as the store closed it ("socket hang up"), and
 * the media job that wrote a paid file's rendition failed with it. Such a put is sent again with the file read anew.
 */
const FILE_PUT_ATTEMPTS = 3;

/** Node's codes for a connection that broke or never answered: the request may be sent again as it was. */
const CONNECTION_ERROR_CODES: ReadonlySet<string> = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNREFUSED']);

function isConnectionError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && CONNECTION_ERROR_CODES.has(error.code);
}

/**
 * Private files in their own bucket (S3_PRIVATE_BUCKET), which has no public policy, each written with the
 * `private` canned ACL and read by clients only through presigned GET URLs (minutes; Range works through them).
 */
export function s3PrivateStore(client: S3Client, bucket: string): PrivateStore {
  return {
    async put(name: string, body: StoredBody, mime: string) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await client.send(new PutObjectCommand({ Bucket: bucket, Key: name, ContentType: mime, ACL: 'private', ...(await bodyOf(body)) }));
          return;
        } catch (error) {
          if (!('path' in body) || attempt === FILE_PUT_ATTEMPTS || !isConnectionError(error)) throw error;
        }
      }
    },
    async read(name: string) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async has(name: string) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
        return true;
      } catch (error) {
        if (error instanceof NotFound) return false;
        throw error;
      }
    },
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names;
    },
    async remove(name: string) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    },
    async signedUrl(name: string, partner: string | null) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: name }), {
        expiresIn: partner === null ? PRESIGNED_URL_TTL_SECONDS : PARTNER_URL_TTL_SECONDS,
      });
    },
  };
}
