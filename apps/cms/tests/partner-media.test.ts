import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { createCategory, createMedia, createParent, PNG_BYTES, type TestParent } from './children-support';

/** A small audio file: an ID3 header followed by filler bytes. */
const AUDIO_BYTES = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(2048, 0xff)]);
const PARTNER_ORIGIN = 'https://partner.example';

type PartnerRecord = { data?: { src: string; title: string; artwork?: string }; response_code?: number; response_message?: string };

let cms: TestCms;
let subscriber: TestParent;
let lapsed: TestParent;
let freeId: string;
let paidId: string;
let draftId: string;

async function upload(name: string, bytes: Buffer, mime: string): Promise<{ id: number; url: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-partner-'));
  const filepath = path.join(dir, name);
  fs.writeFileSync(filepath, bytes);
  const [file] = (await cms.strapi
    .plugin('upload')
    .service('upload')
    .upload({ data: {}, files: { filepath, originalFilename: name, mimetype: mime, size: bytes.length } })) as {
    id: number;
    url: string;
  }[];
  return file;
}

async function lookUp(id: string, headers: Record<string, string> = {}): Promise<{ response: Response; body: PartnerRecord }> {
  const response = await fetch(`${cms.url}/api/media/${encodeURIComponent(id)}`, { headers: { accept: 'application/json', ...headers } });
  return { response, body: (await response.json()) as PartnerRecord };
}

beforeAll(async () => {
  cms = await startCms();
  subscriber = await createParent(cms.strapi, 'partner-sub@example.com');
  lapsed = await createParent(cms.strapi, 'partner-lapsed@example.com', { expired: true });
  const categoryId = await createCategory(cms.strapi);
  const freeFile = await upload('partner-free.mp3', AUDIO_BYTES, 'audio/mpeg');
  const paidFile = await upload('partner-paid.mp3', AUDIO_BYTES, 'audio/mpeg');
  const cover = await upload('partner-cover.png', PNG_BYTES, 'image/png');
  freeId = await createMedia(cms.strapi, { title: 'Sleepy river', categoryId, fileId: freeFile.id });
  await cms.strapi.documents('api::meditation.meditation').update({ documentId: freeId, data: { cover: cover.id } } as never);
  await cms.strapi.documents('api::meditation.meditation').publish({ documentId: freeId } as never);
  paidId = await createMedia(cms.strapi, { title: 'Brave lion', accessLevel: 'paid', categoryId, fileId: paidFile.id });
  draftId = await createMedia(cms.strapi, { title: 'Unfinished', categoryId, fileId: freeFile.id, published: false });
});
afterAll(async () => {
  await cms?.stop();
});

describe('GET /api/media/:id for the partner embed', () => {
  it('answers a free meditation with absolute URLs to its file and artwork', async () => {
    const { response, body } = await lookUp(freeId);
    expect(response.status).toBe(200);
    expect(body.data?.title).toBe('Sleepy river');
    expect(body.data?.src).toMatch(new RegExp(`^${cms.url}/uploads/partner_free.*\\.mp3$`));
    expect(body.data?.artwork).toMatch(new RegExp(`^${cms.url}/uploads/partner_cover.*\\.png$`));
  });

  it('gives a src that streams with a Range request', async () => {
    const { body } = await lookUp(freeId);
    const part = await fetch(body.data?.src as string, { headers: { Range: 'bytes=0-2' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-2/${AUDIO_BYTES.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('ID3');
  });

  it('takes the origin from CMS_PUBLIC_URL when it is set', async () => {
    const before = process.env.CMS_PUBLIC_URL;
    process.env.CMS_PUBLIC_URL = 'https://cms.tate.example/';
    try {
      const { body } = await lookUp(freeId);
      expect(body.data?.src).toMatch(/^https:\/\/cms\.tate\.example\/uploads\/partner_free/);
    } finally {
      if (before === undefined) delete process.env.CMS_PUBLIC_URL;
      else process.env.CMS_PUBLIC_URL = before;
    }
  });

  it('refuses a paid meditation to visitors and lapsed parents', async () => {
    const attempts: Record<string, string>[] = [{}, { authtoken: lapsed.token }, { authorization: 'Bearer not-a-token' }];
    for (const headers of attempts) {
      const { response, body } = await lookUp(paidId, headers);
      expect(response.status).toBe(403);
      expect(body).toEqual({ response_code: 403, response_message: 'This meditation needs an active subscription' });
    }
  });

  it('gives a subscribed parent a signed src that plays, by authtoken or Bearer', async () => {
    const ways: Record<string, string>[] = [{ authtoken: subscriber.token }, { authorization: `Bearer ${subscriber.token}` }];
    for (const headers of ways) {
      const { response, body } = await lookUp(paidId, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect(body.data?.title).toBe('Brave lion');
      expect(body.data?.src).toMatch(new RegExp(`^${cms.url}/api/media-access/files/.+\\?expires=\\d+&signature=`));
      const part = await fetch(body.data?.src as string, { headers: { Range: 'bytes=1-2' } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('D3');
    }
  });

  it('answers 404 for an unknown or draft meditation', async () => {
    for (const id of ['no-such-meditation', draftId]) {
      const { response, body } = await lookUp(id);
      expect(response.status).toBe(404);
      expect(body.response_code).toBe(404);
      expect(body.data).toBeUndefined();
    }
  });

  it('lets a partner site read it cross-origin', async () => {
    const { response } = await lookUp(freeId, { origin: PARTNER_ORIGIN });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    const preflight = await fetch(`${cms.url}/api/media/${freeId}`, {
      method: 'OPTIONS',
      headers: { origin: PARTNER_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authtoken' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authtoken');
  });
});

describe('the library query indexes', () => {
  it('exist on the meditations table', async () => {
    const knex = cms.strapi.db.connection;
    const names =
      cms.strapi.config.get('database.connection.client') === 'postgres'
        ? ((await knex('pg_indexes').select('indexname as name').where('tablename', 'meditations')) as { name: string }[])
        : ((await knex.raw("PRAGMA index_list('meditations')")) as { name: string }[]);
    expect(names.map((row) => row.name)).toEqual(
      expect.arrayContaining(['meditations_library_order_idx', 'meditations_duration_idx', 'meditations_access_duration_idx']),
    );
  });
});
