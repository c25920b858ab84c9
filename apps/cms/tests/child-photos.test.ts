import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { api, createParent, uploadFile, type TestParent } from './children-support';
import { migrateUploadedChildPhotos } from '../src/family/photo-migration';

// Issue 21 item 1: a child's photo is never public, in any size (docs/decisions/2026-11-23-private-files-by-location.md).

let parent: TestParent;
let largePhoto: Buffer;

/** Every size and copy the upload plugin and the WebP step would name after a stored file. */
const FORMAT_PREFIXES = ['', 'thumbnail_', 'xsmall_', 'small_', 'medium_', 'large_', 'xlarge_', 'webp_', 'webp_thumbnail_', 'webp_small_', 'webp_xlarge_'];

const cms = cmsForTests({}, { shared: true });
beforeAll(async () => {
  parent = await createParent(cms.strapi, 'photo-parent@example.com');
  largePhoto = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#88aacc' } }).jpeg().toBuffer();
});

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

async function uploadRows(): Promise<number> {
  return cms.strapi.db.query('plugin::upload.file').count();
}

function childForm(photo: Buffer, fileName = 'mia.jpg'): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ name: 'Mia', dateOfBirth: '2019-05-04', theme: '["Animals"]', parentId: parent.documentId })) {
    form.append(key, value);
  }
  form.append('profileImg', new Blob([photo], { type: 'image/jpeg' }), fileName);
  return form;
}

/** The stored name in a signed photo URL (/api/media-access/files/<name>?expires=...). */
function nameIn(imagePath: string): string {
  return decodeURIComponent(new URL(imagePath, cms.url).pathname.split('/').pop() as string);
}

/** Every /uploads spelling of each format name of a stored photo: what a stranger who knows the name would try. */
function publicSpellings(name: string): string[] {
  const base = name.replace(/\.[^.]+$/, '');
  return FORMAT_PREFIXES.flatMap((prefix) => ['.jpg', '.jpeg', '.png', '.webp'].map((ext) => `/uploads/${prefix}${base}${ext}`));
}

describe("a child's photo", () => {
  it('is stored privately in one size only, outside the Media Library, and served only through its signed URL', async () => {
    const publicBefore = filesUnder(cms.dirs.public);
    const rowsBefore = await uploadRows();

    const created = await api(cms.url, '/children', { token: parent.token, form: childForm(largePhoto) });
    expect(created.status).toBe(200);
    const { imagePath } = created.body.response_data as { imagePath: string };
    expect(imagePath).toMatch(/^\/api\/media-access\/files\/child_photo_[^/?]+\.jpg\?expires=\d+&signature=/);

    expect(filesUnder(cms.dirs.public)).toEqual(publicBefore);
    expect(await uploadRows()).toBe(rowsBefore);
    for (const spelling of publicSpellings(nameIn(imagePath))) {
      expect((await fetch(`${cms.url}${spelling}`)).status, spelling).toBe(404);
    }
    expect((await fetch(`${cms.url}/api/media-access/files/${nameIn(imagePath)}`)).status).toBe(403);

    const served = await fetch(`${cms.url}${imagePath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toMatch(/^private/);
    // 3000 x 2000 sent, at most 1024 px on the long side kept (issue 37).
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 1024, height: 683 });
  });

  it('is deleted with its child, when replaced, and when the account is erased', async () => {
    const created = await api(cms.url, '/children', { token: parent.token, form: childForm(largePhoto) });
    const child = created.body.response_data as { _id: string; imagePath: string };
    const first = path.join(cms.dirs.privateMedia, nameIn(child.imagePath));
    expect(fs.existsSync(first)).toBe(true);

    const replaced = await api(cms.url, `/children/${child._id}`, { method: 'PUT', token: parent.token, form: childForm(largePhoto) });
    const second = (replaced.body.response_data as { imagePath: string }).imagePath;
    expect(fs.existsSync(first)).toBe(false);
    expect((await fetch(`${cms.url}${child.imagePath}`)).status).toBe(404);
    expect((await fetch(`${cms.url}${second}`)).status).toBe(200);

    await api(cms.url, `/children/${child._id}`, { method: 'DELETE', token: parent.token });
    expect(fs.existsSync(path.join(cms.dirs.privateMedia, nameIn(second)))).toBe(false);
    expect((await fetch(`${cms.url}${second}`)).status).toBe(404);

    const leaving = await createParent(cms.strapi, 'photo-leaving@example.com');
    const form = childForm(largePhoto);
    form.set('parentId', leaving.documentId);
    const kept = await api(cms.url, '/children', { token: leaving.token, form });
    const photo = (kept.body.response_data as { imagePath: string }).imagePath;
    const erased = await api(cms.url, '/account/delete', { token: leaving.token, json: { email: 'photo-leaving@example.com', password: 'Secret123!' } });
    expect(erased.body.response_code).toBe(200);
    expect(fs.existsSync(path.join(cms.dirs.privateMedia, nameIn(photo)))).toBe(false);
    expect((await fetch(`${cms.url}${photo}`)).status).toBe(404);
  });

  it('kept in the Media Library by an older version moves out of it, with every format it had in public/', async () => {
    const publicUploads = () => fs.readdirSync(path.join(cms.dirs.public, 'uploads')).sort();
    const uploadsBefore = publicUploads();
    const file = await uploadFile(cms.strapi, 'child-photo.jpg', largePhoto, 'image/jpeg');
    expect(publicUploads().filter((name) => !uploadsBefore.includes(name)).length).toBeGreaterThan(1);
    const created = await api(cms.url, '/children', { token: parent.token, json: { name: 'Old', dateOfBirth: '2018-01-02', theme: [] } });
    const childId = (created.body.response_data as { _id: string })._id;
    const child = (await cms.strapi.db.query('api::child.child').findOne({ where: { documentId: childId } })) as { id: number };
    await cms.strapi.db
      .connection('files_related_mph')
      .insert({ file_id: file.id, related_id: child.id, related_type: 'api::child.child', field: 'profileImg', order: 1 });

    await migrateUploadedChildPhotos(cms.strapi);

    const read = await api(cms.url, `/children/${childId}`, { method: 'GET', token: parent.token });
    const { imagePath } = read.body.response_data as { imagePath: string };
    const served = await fetch(`${cms.url}${imagePath}`);
    expect(served.status).toBe(200);
    // 3000 x 2000 sent, at most 1024 px on the long side kept (issue 37).
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 1024, height: 683 });
    expect(await cms.strapi.db.query('plugin::upload.file').findOne({ where: { id: file.id } })).toBeNull();
    expect(publicUploads()).toEqual(uploadsBefore);
    expect((await fetch(`${cms.url}${file.url}`)).status).toBe(404);
  });
});
