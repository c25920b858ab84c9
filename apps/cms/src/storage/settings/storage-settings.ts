import { z } from 'zod';

/** Where files live: the CMS machine's disk (the default, `npm start`), or S3-compatible object storage. */
export type StorageSettings =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** Unset: AWS S3 in `region`. */
      endpoint: string | undefined;
      region: string;
      publicBucket: string;
      privateBucket: string;
      credentials: { accessKeyId: string; secretAccessKey: string };
      forcePathStyle: boolean;
      /** Where the public bucket's objects are read from (a CDN, or the bucket itself). */
      publicBaseUrl: string;
      /** The canned ACL public uploads are written with; null for a store that grants reads by a bucket policy (R2). */
      publicAcl: 'public-read' | null;
    };

const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
const required = (name: string) => optional.pipe(z.string({ required_error: `${name} is required with STORAGE=s3` }));
const bucket = (name: string) =>
  required(name).pipe(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, `${name} must be an S3 bucket name`));
const httpUrl = (name: string) =>
  optional.pipe(
    z
      .string()
      .url(`${name} must be an http(s) URL`)
      .refine((value) => /^https?:\/\//.test(value), `${name} must be an http(s) URL`)
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  );

const s3Env = z
  .object({
    S3_ENDPOINT: httpUrl('S3_ENDPOINT'),
    S3_REGION: required('S3_REGION'),
    S3_PUBLIC_BUCKET: bucket('S3_PUBLIC_BUCKET'),
    S3_PRIVATE_BUCKET: bucket('S3_PRIVATE_BUCKET'),
    S3_ACCESS_KEY_ID: required('S3_ACCESS_KEY_ID'),
    S3_SECRET_ACCESS_KEY: required('S3_SECRET_ACCESS_KEY'),
    S3_FORCE_PATH_STYLE: optional.pipe(z.enum(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' }).default('false')),
    S3_PUBLIC_BASE_URL: httpUrl('S3_PUBLIC_BASE_URL'),
    S3_PUBLIC_ACL: optional.pipe(z.enum(['public-read', 'none'], { message: 'S3_PUBLIC_ACL must be public-read or none' }).default('public-read')),
  })
  .refine((env) => env.S3_PUBLIC_BUCKET !== env.S3_PRIVATE_BUCKET, {
    message: 'S3_PRIVATE_BUCKET must not be S3_PUBLIC_BUCKET: private files need a bucket with no public read',
    path: ['S3_PRIVATE_BUCKET'],
  });

export class StorageSettingsError extends Error {
  constructor(problems: string[]) {
    super(`The CMS cannot start: storage settings are invalid: ${problems.join('; ')}`);
    this.name = 'StorageSettingsError';
  }
}

/** The public bucket's address when no CDN is named: path-style or virtual-hosted, as the store is reached. */
function bucketBaseUrl(endpoint: string | undefined, region: string, bucket: string, forcePathStyle: boolean): string {
  const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  if (forcePathStyle) return `${base.origin}/${bucket}`;
  return `${base.protocol}//${bucket}.${base.host}`;
}

/** Reads and checks STORAGE and the S3_* settings; throws one error naming every problem. */
export function readStorageSettings(env: NodeJS.ProcessEnv = process.env): StorageSettings {
  const kind = env.STORAGE?.trim() || 'local';
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new StorageSettingsError([`STORAGE must be local or s3, not "${kind}"`]);
  const parsed = s3Env.safeParse(env);
  if (!parsed.success) throw new StorageSettingsError(parsed.error.issues.map((issue) => issue.message));
  const s3 = parsed.data;
  const forcePathStyle = s3.S3_FORCE_PATH_STYLE === 'true';
  return {
    kind: 's3',
    endpoint: s3.S3_ENDPOINT,
    region: s3.S3_REGION,
    publicBucket: s3.S3_PUBLIC_BUCKET,
    privateBucket: s3.S3_PRIVATE_BUCKET,
    credentials: { accessKeyId: s3.S3_ACCESS_KEY_ID, secretAccessKey: s3.S3_SECRET_ACCESS_KEY },
    forcePathStyle,
    publicBaseUrl: s3.S3_PUBLIC_BASE_URL ?? bucketBaseUrl(s3.S3_ENDPOINT, s3.S3_REGION, s3.S3_PUBLIC_BUCKET, forcePathStyle),
    publicAcl: s3.S3_PUBLIC_ACL === 'none' ? null : 'public-read',
  };
}
