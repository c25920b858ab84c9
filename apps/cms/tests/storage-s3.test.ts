import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NotFound, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { api, createCategory, createMedia, createParent, PNG_BYTES, uploadFile, type TestParent } from './children-support';
import { PRIVATE_BUCKET, PUBLIC_BUCKET } from './s3-server';
import { s3ForTests } from './s3-for-tests';
import { moveFilesToStore, type MoveStep } from '../src/storage/migration/move-to-store';
import { readStorageSettings } from '../src/storage/settings/storage-settings';
import { storage } from '../src/storage/storage';
import { syncPrivateMedia } from '../src/storage/private-media/private-media-sync';
import { ffmpegPath } from '../src/media-pipeline/ffmpeg/binaries';
import { latestJobForFile, queueMediaJob } from '../src/media/data/media-job';
import { runNextJob } from '../src/media-pipeline/jobs/worker';
import type { StoredUpload } from '../src/storage/media-library/library-files';

// Issue 42 items 1 and 2: with STORAGE=s3 every file goes to S3-compatible storage, the private ones to their own
// bucket, handed out only as presigned URLs (docs/decisions/2026-11-27-files-on-s3.md).

const s3 = s3ForTests();
// On a copy of the seeded demo install (its files on disk, provider local), for the move below.
const cms = cmsForTests(() => ({ ...s3.env(), SEED_DEMO: 'true' }));

let categoryId: string;
let subscriber: TestParent;
let stranger: TestParent;

/** An MP3-looking file (ID3 header) whose bytes carry a marker no other answer holds. */
function audio(marker: string): Buffer {
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.from(marker), Buffer.alloc(2048, 0xff)]);
}

async function keysIn(bucket: string): Promise<string[]> {
  const listed = await s3.client().send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

async function exists(bucket: string, key: string): Promise<boolean> {
  try {
    await s3.client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (error instanceof NotFound) return false;
    throw error;
  }
}

/** The stored name of a private file: a Media Library record's /uploads/<name>, or the last part of a presigned URL. */
const nameOf = (url: string) => decodeURIComponent(new URL(url, 'http://x').pathname.split('/').pop() ?? '');

/** Presigned by Tate's store: the private bucket, SigV4 query, valid for 15 minutes at most. */
function expectPresigned(url: string, name: string): void {
  const parsed = new URL(url);
  expect(`${parsed.origin}${parsed.pathname}`).toBe(`${s3.env().S3_ENDPOINT}/${PRIVATE_BUCKET}/${encodeURIComponent(name)}`);
  expect(parsed.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
  expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  const lifetime = Number(parsed.searchParams.get('X-Amz-Expires'));
  expect(lifetime).toBeGreaterThan(0);
  expect(lifetime).toBeLessThanOrEqual(15 * 60);
}

/** The store's PUTs of one key: bucket and canned ACL each time. */
const putsOf = (key: string) => s3.requests.filter((request) => request.method === 'PUT' && request.key === key);

beforeAll(async () => {
  categoryId = await createCategory(cms.strapi);
  subscriber = await createParent(cms.strapi, 's3-subscriber@example.com');
  stranger = await createParent(cms.strapi, 's3-stranger@example.com', { subscribed: false });
});

describe('STORAGE=s3', () => {
  it('writes a public upload to the public bucket, readable at the URL its record keeps', async () => {
    const file = await uploadFile(cms.strapi, 'cover.png', PNG_BYTES, 'image/png');
    const name = nameOf(file.url);
    expect(file.url).toBe(`${s3.env().S3_ENDPOINT}/${PUBLIC_BUCKET}/${name}`);
    expect(putsOf(name)).toEqual([expect.objectContaining({ bucket: PUBLIC_BUCKET, acl: 'public-read' })]);
    const served = await fetch(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const record = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: file.id } })) as StoredUpload;
    expect((await storage(cms.strapi).library.read(record))?.subarray(1, 4).toString()).toBe('PNG');
    const admin = await fetch(`${cms.url}/_health`);
    expect(admin.headers.get('content-security-policy')).toMatch(new RegExp(`img-src [^;]*${s3.env().S3_ENDPOINT}`));
    expect(Buffer.from(await served.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
  });

  it("reads a meditation's length from its file in the bucket on save, as from a file on disk", async () => {
    const bytes = fs.readFileSync(path.join(__dirname, '../seed-assets/audio/ocean-breath.mp3'));
    const file = await uploadFile(cms.strapi, 'three-minutes.mp3', bytes, 'audio/mpeg');
    expect(file.url.startsWith(s3.env().S3_ENDPOINT ?? 'no endpoint')).toBe(true);
    const mediaId = await createMedia(cms.strapi, { title: 'Timed in the bucket', categoryId, fileId: file.id });
    const saved = (await cms.strapi.db.query('api::meditation.meditation').findOne({ where: { documentId: mediaId } })) as { durationMinutes: number | string };
    expect(Number(saved.durationMinutes)).toBeCloseTo(3, 1);
  });

  it("reads a meditation's captions file from the bucket: its words are served with it", async () => {
    const vtt = ['WEBVTT', '', '00:00:00.000 --> 00:00:04.000', "Hi, I'm Tate.", ''].join('\n');
    const captions = await uploadFile(cms.strapi, 'words.vtt', Buffer.from(vtt), 'text/vtt');
    expect(captions.url.startsWith(s3.env().S3_ENDPOINT ?? 'no endpoint')).toBe(true);
    const mediaId = await createMedia(cms.strapi, { title: 'Captioned in the bucket', categoryId, durationMinutes: 1, published: false });
    await cms.strapi.documents('api::meditation.meditation').update({ documentId: mediaId, data: { captions: captions.id } } as never);
    await cms.strapi.documents('api::meditation.meditation').publish({ documentId: mediaId } as never);
    const answer = await api(cms.url, `/category/media/${mediaId}`, { method: 'GET' });
    expect((answer.body.response_data as { transcript: { cues: { text: string }[] } | null }).transcript?.cues.map((cue) => cue.text)).toEqual(["Hi, I'm Tate."]);
  });

  it("writes a paid meditation's file only to the private bucket, hands it out presigned for minutes, with Range, and deletes it", async () => {
    const bytes = audio('TATE-S3-PAID-BYTES');
    const mediaId = await createMedia(cms.strapi, { title: 'Paid in the bucket', accessLevel: 'paid', categoryId, published: false });
    const meditation = (await cms.strapi.db.query('api::meditation.meditation').findOne({ where: { documentId: mediaId } })) as { id: number };
    const file = await uploadFile(cms.strapi, 'story.mp3', bytes, 'audio/mpeg', { ref: 'api::meditation.meditation', refId: meditation.id, field: 'file' });
    const name = nameOf(file.url);
    expect(file.url).toBe(`/uploads/${name}`);
    expect(putsOf(name)).toEqual([expect.objectContaining({ bucket: PRIVATE_BUCKET, acl: 'private' })]);
    expect(await keysIn(PUBLIC_BUCKET)).not.toContain(name);
    const stored = await s3.client().send(new GetObjectCommand({ Bucket: PRIVATE_BUCKET, Key: name }));
    expect(Buffer.from(await (stored.Body?.transformToByteArray() ?? Promise.resolve(new Uint8Array()))).equals(bytes)).toBe(true);
    await cms.strapi.documents('api::meditation.meditation').publish({ documentId: mediaId });
    const record = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: file.id } })) as StoredUpload;
    expect((await storage(cms.strapi).library.read(record))?.equals(bytes)).toBe(true);

    const entitled = await api(cms.url, `/category/media/${mediaId}`, { method: 'GET', token: subscriber.token });
    const { filename } = entitled.body.response_data as { filename: string };
    expectPresigned(filename, name);
    const ranged = await fetch(filename, { headers: { Range: 'bytes=3-10' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 3-10/${bytes.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(3, 11))).toBe(true);

    for (const token of [stranger.token, undefined]) {
      const refused = await api(cms.url, `/category/media/${mediaId}`, { method: 'GET', token });
      expect(JSON.stringify(refused.body)).not.toContain(name);
      expect((refused.body.response_data as { filename: string | null }).filename).toBeNull();
    }
    const listed = await api(cms.url, '/category/media/all', { json: { libraryId: categoryId, filter: {} } });
    expect(JSON.stringify(listed.body)).not.toContain(name);

    await cms.strapi.plugin('upload').service('upload').remove(await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: file.id } }));
    expect(await exists(PRIVATE_BUCKET, name)).toBe(false);
  });

  it('moves a public upload into the private bucket when it becomes a paid meditation\'s file, and back when it is free again', async () => {
    const bytes = audio('TATE-S3-MOVED-BYTES');
    const uploaded = await uploadFile(cms.strapi, 'moved.mp3', bytes, 'audio/mpeg');
    const name = nameOf(uploaded.url);
    expect(await exists(PUBLIC_BUCKET, name)).toBe(true);
    const mediaId = await createMedia(cms.strapi, { title: 'Made paid', accessLevel: 'paid', categoryId, fileId: uploaded.id });
    const privateRecord = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: uploaded.id } })) as { url: string };
    expect(privateRecord.url).toBe(`/uploads/${name}`);
    expect(await exists(PUBLIC_BUCKET, name)).toBe(false);
    expect(await exists(PRIVATE_BUCKET, name)).toBe(true);

    await cms.strapi.documents('api::meditation.meditation').update({ documentId: mediaId, data: { accessLevel: 'free' }, status: 'published' } as never);
    const publicRecord = (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: uploaded.id } })) as { url: string };
    expect(publicRecord.url).toBe(uploaded.url);
    expect(await exists(PRIVATE_BUCKET, name)).toBe(false);
    expect(putsOf(name).at(-1)).toEqual(expect.objectContaining({ bucket: PUBLIC_BUCKET, acl: 'public-read' }));
    expect((await fetch(uploaded.url)).status).toBe(200);
  });

  it('loses nothing when a move into the private bucket was cut short before its record was updated', async () => {
    // What a process stopped mid-move leaves: the bytes copied into the private bucket and gone from the public one,
    // the record still naming its public URL.
    const cutShort = async (marker: string) => {
      // Named as the moves' files are (moved_…): the only keys both buckets were written to (see the last test).
      const uploaded = await uploadFile(cms.strapi, `moved-${marker}.mp3`, audio(marker), 'audio/mpeg');
      const name = nameOf(uploaded.url);
      await s3.client().send(new PutObjectCommand({ Bucket: PRIVATE_BUCKET, Key: name, Body: audio(marker) }));
      await s3.client().send(new DeleteObjectCommand({ Bucket: PUBLIC_BUCKET, Key: name }));
      return { ...uploaded, name };
    };
    const recordUrl = async (id: number) => ((await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id } })) as { url: string }).url;

    // A file no paid meditation holds gets its bytes back in public (the sync removed them as nobody's).
    const free = await cutShort('cut-short-free');
    await syncPrivateMedia(cms.strapi);
    expect(await exists(PRIVATE_BUCKET, free.name)).toBe(false);
    expect(await recordUrl(free.id)).toBe(free.url);
    expect(Buffer.from(await (await fetch(free.url)).arrayBuffer()).includes('cut-short-free')).toBe(true);

    // A paid meditation's file stays in the private bucket and its record is told so (it kept a URL that answered 404).
    const paid = await cutShort('cut-short-paid');
    await createMedia(cms.strapi, { title: 'Moved before a stop', accessLevel: 'paid', categoryId, fileId: paid.id });
    expect(await recordUrl(paid.id)).toBe(`/uploads/${paid.name}`);
    expect(await exists(PRIVATE_BUCKET, paid.name)).toBe(true);
    expect(await exists(PUBLIC_BUCKET, paid.name)).toBe(false);
    await cms.strapi.plugin('upload').service('upload').remove(await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: paid.id } }));
    expect(await exists(PRIVATE_BUCKET, paid.name)).toBe(false);
  });

  it("processes a paid file from the private bucket and stores its rendition only there", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-s3-tone-'));
    const source = path.join(dir, 'tone.ogg');
    execFileSync(ffmpegPath(), ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=f=330:d=2', '-c:a', 'libvorbis', source]);
    const mediaId = await createMedia(cms.strapi, { title: 'Paid tone', accessLevel: 'paid', categoryId, published: false });
    const meditation = (await cms.strapi.db.query('api::meditation.meditation').findOne({ where: { documentId: mediaId } })) as { id: number };
    const file = await uploadFile(cms.strapi, 'tone.ogg', fs.readFileSync(source), 'audio/ogg', { ref: 'api::meditation.meditation', refId: meditation.id, field: 'file' });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(putsOf(nameOf(file.url))).toEqual([expect.objectContaining({ bucket: PRIVATE_BUCKET })]);
    await queueMediaJob(file.id);
    while (await runNextJob(cms.strapi, 'test-s3')) {
      // Each call runs one queued job.
    }
    const done = await latestJobForFile(file.id);
    expect(done?.status).toBe('ready');
    const rendition = nameOf(done?.rendition?.url ?? '');
    expect(done?.rendition?.url).toBe(`/uploads/${rendition}`);
    expect(putsOf(rendition)).toEqual([expect.objectContaining({ bucket: PRIVATE_BUCKET, acl: 'private' })]);
  });

  it("writes a child's photo only to the private bucket, hands it out presigned for minutes, and deletes it with the child", async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7a5' } }).jpeg().toBuffer();
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Mia', dateOfBirth: '2019-05-04', theme: '["Animals"]', parentId: subscriber.documentId })) {
      form.append(key, value);
    }
    form.append('profileImg', new Blob([photo], { type: 'image/jpeg' }), 'mia.jpg');
    const created = await api(cms.url, '/children', { token: subscriber.token, form });
    expect(created.status).toBe(200);
    const { _id: childId, imagePath } = created.body.response_data as { _id: string; imagePath: string };
    const name = nameOf(imagePath);
    expect(name).toMatch(/^child_photo_[0-9a-f-]{36}\.jpg$/);
    expectPresigned(imagePath, name);
    expect(putsOf(name)).toEqual([expect.objectContaining({ bucket: PRIVATE_BUCKET, acl: 'private' })]);
    expect(await keysIn(PUBLIC_BUCKET)).not.toContain(name);
    const served = await fetch(imagePath);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');

    const listed = await api(cms.url, '/children/all', { token: subscriber.token, json: {} });
    expectPresigned((listed.body.response_data as Array<{ imagePath: string }>)[0].imagePath, name);

    expect((await api(cms.url, `/children/${childId}`, { method: 'DELETE', token: subscriber.token })).status).toBe(200);
    expect(await exists(PRIVATE_BUCKET, name)).toBe(false);
  });

  it('never wrote a private file to the public bucket', () => {
    const privateKeys = new Set(s3.requests.filter((request) => request.method === 'PUT' && request.bucket === PRIVATE_BUCKET).map((request) => request.key));
    const publicPuts = s3.requests.filter((request) => request.method === 'PUT' && request.bucket === PUBLIC_BUCKET);
    expect(privateKeys.size).toBeGreaterThan(0);
    for (const put of publicPuts) {
      expect(put.acl).toBe('public-read');
      if (privateKeys.has(put.key)) expect(put.key).toMatch(/^moved_/);
    }
  });
});

describe('moving a local install into the store', () => {
  it('copies the demo install and a photo, checks each object, switches every record, and a second run copies nothing', async () => {
    const settings = readStorageSettings(s3.env());
    if (settings.kind !== 's3') throw new Error('the test store is S3');
    const publicDir = path.join(cms.dirs.public, 'uploads');
    const cover = { hash: 'old_cover_0a1b2c', ext: '.png', mime: 'image/png' };
    const thumb = { hash: 'thumbnail_old_cover_0a1b2c', ext: '.png', mime: 'image/png' };
    const paid = { hash: 'old_paid_3d4e5f', ext: '.mp3', mime: 'audio/mpeg' };
    const photo = 'child_photo_0f0e0d0c-0b0a-4998-8776-655443322110.jpg';
    fs.writeFileSync(path.join(publicDir, `${cover.hash}.png`), PNG_BYTES);
    fs.writeFileSync(path.join(publicDir, `${thumb.hash}.png`), PNG_BYTES);
    fs.writeFileSync(path.join(cms.dirs.privateMedia, `${paid.hash}.mp3`), audio('TATE-LOCAL-PAID'));
    fs.writeFileSync(path.join(cms.dirs.privateMedia, photo), PNG_BYTES);
    const files = cms.strapi.db.query('plugin::upload.file');
    const record = (file: typeof cover, formats: object | null) =>
      files.create({
        data: { name: `${file.hash}${file.ext}`, ...file, size: 1, url: `/uploads/${file.hash}${file.ext}`, provider: 'local', formats },
      }) as Promise<{ id: number }>;
    const coverRow = await record(cover, { thumbnail: { ...thumb, url: `/uploads/${thumb.hash}.png`, width: 1, height: 1 } });
    const paidRow = await record(paid, null);

    const localRecords = await files.count({ where: { provider: 'local' } });
    expect(localRecords).toBeGreaterThan(10);

    const steps: MoveStep[] = [];
    await moveFilesToStore(cms.strapi, settings, (step) => steps.push(step));
    expect(steps.length).toBeGreaterThan(localRecords);
    expect(steps.map((step) => step.done)).toEqual(steps.map((_, index) => index + 1));
    expect(new Set(steps.map((step) => step.total))).toEqual(new Set([steps.length]));
    expect(steps.filter((step) => step.outcome !== 'copied')).toEqual([]);
    expect(steps.map((step) => step.name)).toEqual(expect.arrayContaining([`${cover.hash}.png`, `${thumb.hash}.png`, `${paid.hash}.mp3`, photo]));
    expect(await files.count({ where: { provider: 'local' } })).toBe(0);
    expect(putsOf(`${paid.hash}.mp3`)).toEqual([expect.objectContaining({ bucket: PRIVATE_BUCKET, acl: 'private' })]);
    expect(putsOf(photo)).toEqual([expect.objectContaining({ bucket: PRIVATE_BUCKET, acl: 'private' })]);
    const movedCover = (await files.findOne({ where: { id: coverRow.id } })) as { provider: string; url: string; formats: { thumbnail: { url: string } } };
    expect(movedCover.provider).toBe('aws-s3');
    expect(movedCover.url).toBe(`${settings.publicBaseUrl}/${cover.hash}.png`);
    expect((await fetch(movedCover.formats.thumbnail.url)).status).toBe(200);
    expect(await files.findOne({ where: { id: paidRow.id } })).toMatchObject({ provider: 'aws-s3', url: `/uploads/${paid.hash}.mp3` });

    const demoPaid = (await files.findMany({ where: { url: { $startsWith: '/uploads/' } }, select: ['hash', 'ext'] })) as Array<{ hash: string; ext: string }>;
    expect(demoPaid.length).toBeGreaterThan(1);
    for (const file of demoPaid) expect(putsOf(`${file.hash}${file.ext}`).map((put) => put.bucket), file.hash).toEqual([PRIVATE_BUCKET]);

    const again: MoveStep[] = [];
    await moveFilesToStore(cms.strapi, settings, (step) => again.push(step));
    expect(again.map((step) => [step.name, step.outcome])).toEqual([[photo, 'already there']]);
  });
});
