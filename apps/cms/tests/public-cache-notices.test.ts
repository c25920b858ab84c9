import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scaledBudget } from '../../../scripts/lib/machine-load.mjs';
import { cmsForTests } from './cms-for-tests';
import { api, createCategory, createChild, createMedia, createParent, PNG_BYTES, type TestParent } from './children-support';

/** What the web's /resources/cms-webhook received. */
type Received = { secret: string | undefined; body: unknown };

/** Longer than the notifier's longest wait (1 s): every pending notice has gone out. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

/**
 * Waits until the web has received `count` notices, then for the notifier's longest wait again, so one notice too
 * many is seen too. A fixed wait was not enough on a loaded machine: a file's notice starts after Strapi's event
 * (which the upload service does not wait for) and a query of the file's links, and then waits its quiet time.
 */
async function noticesArrived(count: number) {
  await vi.waitFor(() => expect(received).toHaveLength(count), { timeout: scaledBudget(5_000), interval: 50 });
  await settle();
}

/** Waits for the notices of the public content a test set up, so none of them arrives during the next step. */
async function setUpNoticed() {
  await vi.waitFor(() => expect(received.length).toBeGreaterThan(0), { timeout: scaledBudget(5_000), interval: 50 });
  await settle();
}

let web: http.Server;
let webPort: number;
let received: Received[] = [];
let parent: TestParent;
let childId: string;
let mediaId: string;

beforeAll(async () => {
  web = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const secret = request.headers['x-tate-webhook-secret'];
      received.push({ secret: typeof secret === 'string' ? secret : undefined, body: JSON.parse(body) });
      response.end('{"cleared":true}');
    });
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', () => resolve()));
  const address = web.address();
  if (address === null || typeof address === 'string') throw new Error('the stand-in web has no port');
  webPort = address.port;
});
afterAll(async () => {
  await new Promise((resolve) => web?.close(resolve));
});
const cms = cmsForTests(() => ({ WEB_INTERNAL_URL: `http://127.0.0.1:${webPort}` }));
beforeAll(async () => {
  parent = await createParent(cms.strapi, 'notices-parent@example.com');
  childId = await createChild(cms.url, parent);
  mediaId = await createMedia(cms.strapi, { title: 'Quiet Clouds', categoryId: await createCategory(cms.strapi) });
  await setUpNoticed();
});

function photoForm(name: string): FormData {
  const form = new FormData();
  form.append('name', name);
  form.append('profileImg', new Blob([PNG_BYTES], { type: 'image/png' }), 'photo.png');
  return form;
}

describe('public cache notices', () => {
  it('tells the web nothing when a parent saves favourites, positions and children', async () => {
    received = [];
    const token = parent.token;
    expect((await api(cms.url, '/add-to-favouritelist', { token, json: { childId, mediaId } })).status).toBe(200);
    for (const seconds of [5, 12]) {
      const saved = await api(cms.url, '/child-history', { token, json: { childId, mediaId, currentMediaTimestamp: seconds, watchingTime: seconds } });
      expect(saved.status).toBe(200);
    }
    for (let index = 0; index < 20; index += 1) {
      const saved = await api(cms.url, '/user-video-status', {
        token,
        json: { child_id: childId, sub_cat_id: `any-id-${index}`, category_id: `cat-${index}`, duration: index },
      });
      expect(saved.status).toBe(200);
    }
    const edited = await api(cms.url, `/children/${childId}`, { method: 'PUT', token, form: photoForm('Mila') });
    expect(edited.status).toBe(200);
    const replaced = await api(cms.url, `/children/${childId}`, { method: 'PUT', token, form: photoForm('Mia') });
    expect(replaced.status).toBe(200);
    const other = await createChild(cms.url, parent, { name: 'Leo' });
    expect((await api(cms.url, `/children/${other}`, { method: 'DELETE', token })).status).toBe(200);
    await settle();
    expect(received).toEqual([]);
  });

  it('tells the web the type and id of a published public entry, once per burst, with the secret', async () => {
    received = [];
    const faqs = cms.strapi.documents('api::faq.faq');
    const created = (await faqs.create({ data: { question: 'Which ages?', answer: '3 to 12' }, status: 'published' } as never)) as {
      documentId: string;
    };
    await faqs.update({ documentId: created.documentId, data: { answer: 'From 3 to 12' }, status: 'published' } as never);
    await noticesArrived(1);
    expect(received).toEqual([
      { secret: process.env.CMS_WEBHOOK_SECRET, body: { changes: [{ type: 'api::faq.faq', id: created.documentId }] } },
    ]);
  });

  it('tells the web when a file that a public entry or its component shows is changed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-notice-'));
    const upload = cms.strapi.plugin('upload').service('upload');
    async function uploadImage(name: string): Promise<{ id: number; documentId: string }> {
      const filepath = path.join(dir, name);
      fs.writeFileSync(filepath, PNG_BYTES);
      const [file] = (await upload.upload({
        data: {},
        files: { filepath, originalFilename: name, mimetype: 'image/png', size: PNG_BYTES.length },
      })) as { id: number; documentId: string }[];
      return file;
    }
    const cover = await uploadImage('cover.png');
    const tile = await uploadImage('tile.png');
    fs.rmSync(dir, { recursive: true, force: true });
    received = [];
    await createMedia(cms.strapi, { title: 'Covered', fileId: cover.id });
    await cms.strapi.documents('api::how-it-works-page.how-it-works-page').create({
      data: { heading: 'How it works', steps: [{ title: 'Scan the QR code', image: tile.id }] },
      status: 'published',
    } as never);
    await setUpNoticed();
    received = [];
    await upload.updateFileInfo(cover.id, { alternativeText: 'A cloud' });
    await upload.updateFileInfo(tile.id, { alternativeText: 'Tate on a tile' });
    await noticesArrived(1);
    expect(received.map((notice) => notice.body)).toEqual([
      {
        changes: [
          { type: 'plugin::upload.file', id: cover.documentId },
          { type: 'plugin::upload.file', id: tile.documentId },
        ],
      },
    ]);
  });
});
