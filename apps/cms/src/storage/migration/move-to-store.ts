import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, NotFound, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';
import { localUploadFiles, moveUploadFile } from '../../media/data/upload-file';
import { CHILD_PHOTO_NAME, privateMediaDir } from '../private/private-folder';
import { PRIVATE_URL_PREFIX, storedName } from '../media-library/library-files';
import { s3Client, type S3Settings } from '../s3/s3-client';

/** One object handled: copied now, or found in the store already with the same size and checksum. */
export type MoveStep = { done: number; total: number; name: string; outcome: 'copied' | 'already there' };

type Format = { hash: string; ext?: string | null; url: string; [field: string]: unknown };
type Copy = { source: string; bucket: string; key: string; mime: string; acl: 'private' | 'public-read' | null };

function isFormat(value: unknown): value is Format {
  return typeof value === 'object' && value !== null && 'hash' in value && typeof value.hash === 'string' && 'url' in value && typeof value.url === 'string';
}

/** A record's stored `formats` (JSON): each size a stored file of its own; null when it has none. */
function formatsOf(value: unknown): Record<string, Format> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, Format] => isFormat(entry[1])));
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Size and ETag of an object, or null when there is none. */
async function head(client: S3Client, bucket: string, key: string): Promise<{ size: number; etag: string } | null> {
  try {
    const found = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return { size: found.ContentLength ?? -1, etag: (found.ETag ?? '').replace(/"/g, '') };
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/**
 * Puts one local file in the store unless the same bytes are there (size and MD5, the ETag of a single PUT), sending
 * its MD5 so the store refuses damaged bytes, then reads size and ETag back: a file is never counted as moved unchecked.
 */
async function copyChecked(client: S3Client, copy: Copy): Promise<MoveStep['outcome']> {
  const bytes = await fs.readFile(copy.source);
  const md5 = crypto.createHash('md5').update(bytes);
  const digest = md5.digest();
  const hex = digest.toString('hex');
  const before = await head(client, copy.bucket, copy.key);
  if (before && before.size === bytes.length && before.etag === hex) return 'already there';
  await client.send(
    new PutObjectCommand({
      Bucket: copy.bucket,
      Key: copy.key,
      Body: bytes,
      ContentType: copy.mime,
      ContentMD5: digest.toString('base64'),
      ...(copy.acl ? { ACL: copy.acl } : {}),
    }),
  );
  const after = await head(client, copy.bucket, copy.key);
  if (!after || after.size !== bytes.length || after.etag !== hex) {
    throw new Error(`${copy.bucket}/${copy.key} does not match ${copy.source} after the copy (size or checksum): nothing was switched`);
  }
  return 'copied';
}

/**
 * Copies a local install's files into S3-compatible storage and switches the Media Library's records to it (issue 42
 * item 3): public uploads (with every format) to the public bucket, private uploads and children's photos to the
 * private bucket. A record is switched (provider `aws-s3`, its public URL, or /uploads/<name> when private) only after
 * each of its objects was checked; records already switched are skipped, so a run that stopped is run again to go on,
 * and a second run changes nothing. The local files are left where they are.
 */
export async function moveFilesToStore(strapi: Core.Strapi, target: S3Settings, report: (step: MoveStep) => void): Promise<MoveStep[]> {
  const client = s3Client(target);
  const publicDir = path.join(strapi.dirs.static.public, 'uploads');
  const privateDir = privateMediaDir(strapi);
  const records = await localUploadFiles();
  const photos = (await fs.readdir(privateDir).catch(() => [] as string[])).filter((name) => CHILD_PHOTO_NAME.test(name));

  const plans: Array<{ record: { id: number } | null; copies: Copy[]; url: string; formats: Record<string, Format> | null }> = [];
  for (const record of records) {
    const name = storedName(record);
    const storedFormats = formatsOf(record.formats);
    if (await exists(path.join(privateDir, name))) {
      const copy: Copy = { source: path.join(privateDir, name), bucket: target.privateBucket, key: name, mime: record.mime, acl: 'private' };
      plans.push({ record, copies: [copy], url: `${PRIVATE_URL_PREFIX}${name}`, formats: storedFormats });
      continue;
    }
    const copies: Copy[] = [{ source: path.join(publicDir, name), bucket: target.publicBucket, key: name, mime: record.mime, acl: target.publicAcl }];
    const formats: Record<string, Format> = {};
    for (const [size, format] of Object.entries(storedFormats ?? {})) {
      const formatName = storedName(format);
      const mime = typeof format.mime === 'string' ? format.mime : record.mime;
      copies.push({ source: path.join(publicDir, formatName), bucket: target.publicBucket, key: formatName, mime, acl: target.publicAcl });
      formats[size] = { ...format, url: `${target.publicBaseUrl}/${formatName}` };
    }
    plans.push({ record, copies, url: `${target.publicBaseUrl}/${name}`, formats: storedFormats ? formats : null });
  }
  for (const photo of photos) {
    const source = path.join(privateDir, photo);
    const mime = photo.endsWith('.png') ? 'image/png' : photo.endsWith('.bmp') ? 'image/bmp' : 'image/jpeg';
    plans.push({ record: null, copies: [{ source, bucket: target.privateBucket, key: photo, mime, acl: 'private' }], url: '', formats: null });
  }

  const total = plans.reduce((sum, plan) => sum + plan.copies.length, 0);
  const steps: MoveStep[] = [];
  for (const plan of plans) {
    for (const copy of plan.copies) {
      const step: MoveStep = { done: steps.length + 1, total, name: copy.key, outcome: await copyChecked(client, copy) };
      steps.push(step);
      report(step);
    }
    if (plan.record) {
      await moveUploadFile(plan.record.id, { provider: 'aws-s3', url: plan.url, formats: plan.formats });
    }
  }
  return steps;
}
