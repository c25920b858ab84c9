import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { adminToken as signedInAdmin } from './admin-support';
import { createCategory, createMedia } from './children-support';
import { signFileUrl } from '../src/media/signed-url';
import { storage } from '../src/storage/storage';
import { syncPrivateMedia } from '../src/storage/private-media/private-media-sync';
import type { StoredUpload } from '../src/storage/media-library/library-files';

// Issue 21 item 2: private stays private when a file is replaced (docs/decisions/2026-11-23-private-files-by-location.md).

let adminToken: string;
let categoryId: string;

/** An MP3-looking file (ID3 header) whose bytes carry a marker no other answer holds. */
function audio(marker: string): Buffer {
  return Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.from(marker), Buffer.alloc(2048, 0xff)]);
}

const cms = cmsForTests({}, { shared: true });
beforeAll(async () => {
  categoryId = await createCategory(cms.strapi);
  adminToken = await signedInAdmin(cms, 'strapi-super-admin');
});

type StoredFile = { id: number; url: string };

/** The admin panel's Media Library upload (`POST /upload`, `?id=` replaces), with optional form fields. */
async function adminUpload(bytes: Buffer, query = '', fields: Record<string, string> = {}): Promise<StoredFile> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('files', new Blob([bytes], { type: 'audio/mpeg' }), 'story.mp3');
  const response = await fetch(`${cms.url}/upload${query}`, { method: 'POST', headers: { Authorization: `Bearer ${adminToken}` }, body: form });
  expect(response.ok).toBe(true);
  const body = (await response.json()) as StoredFile | StoredFile[];
  return Array.isArray(body) ? body[0] : body;
}

/** A Media Library record as src/storage reads it (the storage module's `library.read`). */
async function storedUpload(id: number): Promise<StoredUpload> {
  return (await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id }, select: ['hash', 'ext', 'url', 'provider'] })) as StoredUpload;
}

function publicUploads(): string[] {
  return fs.readdirSync(path.join(cms.dirs.public, 'uploads'));
}

describe("a paid meditation's file", () => {
  it('replaced in the Media Library is written privately: its name answers 404 at /uploads and the signed route serves the new bytes', async () => {
    const file = await adminUpload(audio('TATE-OLD-PAID-BYTES'));
    await createMedia(cms.strapi, { title: 'Replaced paid story', accessLevel: 'paid', categoryId, fileId: file.id });
    const name = file.url.replace('/uploads/', '');
    expect((await fetch(`${cms.url}${file.url}`)).status).toBe(404);

    const newBytes = audio('TATE-NEW-PAID-BYTES');
    const replaced = await adminUpload(newBytes, `?id=${file.id}`);
    expect(replaced.id).toBe(file.id);
    for (const url of [file.url, replaced.url]) expect((await fetch(`${cms.url}${url}`)).status, url).toBe(404);
    expect(publicUploads()).not.toContain(name);
    const served = await fetch(`${cms.url}${signFileUrl(replaced.url.replace('/uploads/', ''))}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(newBytes)).toBe(true);
  });

  it('uploaded for a paid meditation is written privately at once', async () => {
    const mediaId = await createMedia(cms.strapi, { title: 'Uploaded paid story', accessLevel: 'paid', categoryId });
    const meditation = (await cms.strapi.db.query('api::meditation.meditation').findOne({ where: { documentId: mediaId } })) as { id: number };
    const bytes = audio('TATE-UPLOADED-PAID-BYTES');
    const file = await adminUpload(bytes, '', { ref: 'api::meditation.meditation', refId: String(meditation.id), field: 'file' });
    expect(publicUploads()).not.toContain(file.url.replace('/uploads/', ''));
    expect((await fetch(`${cms.url}${file.url}`)).status).toBe(404);
    const served = await fetch(`${cms.url}${signFileUrl(file.url.replace('/uploads/', ''))}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await storage(cms.strapi).library.read(await storedUpload(file.id)))?.equals(bytes)).toBe(true);
  });

  it('of a free meditation stays public when replaced', async () => {
    const file = await adminUpload(audio('TATE-OLD-FREE-BYTES'));
    await createMedia(cms.strapi, { title: 'Replaced free story', accessLevel: 'free', categoryId, fileId: file.id });
    const newBytes = audio('TATE-NEW-FREE-BYTES');
    await adminUpload(newBytes, `?id=${file.id}`);
    const served = await fetch(`${cms.url}${file.url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(newBytes)).toBe(true);
    expect((await storage(cms.strapi).library.read(await storedUpload(file.id)))?.equals(newBytes)).toBe(true);
  });
});

describe('the private folder', () => {
  it("keeps another install's files (a benchmark's or a staging CMS's on the same folder), and a deleted upload's copy goes with it", async () => {
    // What a second CMS on the developer's folder wrote: its paid file, which no record of this database names. The
    // sync used to delete such files as strays: a benchmark run beside `npm start` emptied the demo's paid files.
    const theirs = path.join(cms.dirs.privateMedia, 'their_paid_story_0a1b2c3d4e.mp3');
    fs.writeFileSync(theirs, audio('TATE-ANOTHER-INSTALL'));
    const file = await adminUpload(audio('TATE-OWN-PAID-BYTES'));
    await createMedia(cms.strapi, { title: 'Paid beside another install', accessLevel: 'paid', categoryId, fileId: file.id });
    await syncPrivateMedia(cms.strapi);
    expect(fs.readFileSync(theirs).includes('TATE-ANOTHER-INSTALL')).toBe(true);
    const own = path.join(cms.dirs.privateMedia, path.basename(file.url));
    expect(fs.existsSync(own)).toBe(true);

    const deleted = await fetch(`${cms.url}/upload/files/${file.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${adminToken}` } });
    expect(deleted.ok).toBe(true);
    expect(fs.existsSync(own)).toBe(false);
    expect(fs.existsSync(theirs)).toBe(true);
  });
});
