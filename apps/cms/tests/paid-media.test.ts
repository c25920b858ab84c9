import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { api, createCategory, createMedia, createParent, PNG_BYTES, uploadFile, type TestParent } from './children-support';

let subscriber: TestParent;
let lapsed: TestParent;
let categoryId: string;
let paidId: string;
let freeId: string;
let paidUrl: string;
let freeUrl: string;
let coverUrl: string;

/** A small audio file: an ID3 header followed by silence-like bytes. */
const AUDIO_BYTES = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), Buffer.alloc(4096, 0xff)]);

type Item = { _id: string; filename: string | null; backGrdImg: string | null; type: string | null };

const cms = cmsForTests({}, { shared: true });
beforeAll(async () => {
  subscriber = await createParent(cms.strapi, 'paid-sub@example.com');
  lapsed = await createParent(cms.strapi, 'paid-lapsed@example.com', { expired: true });
  categoryId = await createCategory(cms.strapi);
  const paidFile = await uploadFile(cms.strapi, 'paid-story.mp3', AUDIO_BYTES, 'audio/mpeg');
  const freeFile = await uploadFile(cms.strapi, 'free-story.mp3', AUDIO_BYTES, 'audio/mpeg');
  const cover = await uploadFile(cms.strapi, 'cover.png', PNG_BYTES, 'image/png');
  paidUrl = paidFile.url;
  freeUrl = freeFile.url;
  coverUrl = cover.url;
  paidId = await createMedia(cms.strapi, { title: 'Paid story', accessLevel: 'paid', categoryId, fileId: paidFile.id });
  freeId = await createMedia(cms.strapi, { title: 'Free story', accessLevel: 'free', categoryId, fileId: freeFile.id });
  await cms.strapi.documents('api::meditation.meditation').update({ documentId: paidId, data: { cover: cover.id } } as never);
  await cms.strapi.documents('api::meditation.meditation').publish({ documentId: paidId } as never);
});

async function itemsFor(token?: string): Promise<Record<string, Item>> {
  const response = await api(cms.url, '/category/media/all', { json: { libraryId: categoryId, filter: {} }, token });
  return Object.fromEntries((response.body.response_data as Item[]).map((item) => [item._id, item]));
}

describe('paid media stay paid', () => {
  it('hides the paid file from visitors and lapsed parents, and shows free files and covers', async () => {
    for (const token of [undefined, lapsed.token, 'not-a-token']) {
      const items = await itemsFor(token);
      expect(items[paidId].filename).toBeNull();
      expect(items[paidId].backGrdImg).toBe(coverUrl);
      expect(items[freeId].filename).toBe(freeUrl);
    }
  });

  it('refuses the plain /uploads path of a paid file, but serves free files and images cacheably with ranges', async () => {
    const paid = await fetch(`${cms.url}${paidUrl}`);
    expect(paid.status).toBe(404);
    expect(await paid.text()).not.toContain('ID3');
    const free = await fetch(`${cms.url}${freeUrl}`, { headers: { Range: 'bytes=0-2' } });
    expect(free.status).toBe(206);
    expect(Buffer.from(await free.arrayBuffer()).toString()).toBe('ID3');
    expect(free.headers.get('cache-control')).toContain('public');
    const image = await fetch(`${cms.url}${coverUrl}`);
    expect(image.status).toBe(200);
  });

  it('gives an entitled parent a signed URL that serves the bytes with Range support, privately cached', async () => {
    const items = await itemsFor(subscriber.token);
    const signed = items[paidId].filename;
    expect(signed).toMatch(/^\/api\/media-access\/files\/.+\?expires=\d+&signature=/);
    const whole = await fetch(`${cms.url}${signed}`);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(AUDIO_BYTES)).toBe(true);
    expect(whole.headers.get('cache-control')).toMatch(/^private/);
    const part = await fetch(`${cms.url}${signed}`, { headers: { Range: 'bytes=1-2' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-2/${AUDIO_BYTES.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('D3');
    const one = await api(cms.url, `/category/media/${paidId}`, { method: 'GET', token: subscriber.token });
    expect((one.body.response_data as Item).filename).toMatch(/signature=/);
  });

  it('refuses a guessed, tampered or expired signed URL', async () => {
    const signed = (await itemsFor(subscriber.token))[paidId].filename as string;
    const url = new URL(signed, cms.url);
    const name = url.pathname.split('/').pop() as string;
    const expires = url.searchParams.get('expires') as string;
    const signature = url.searchParams.get('signature') as string;
    const attempts = [
      `/api/media-access/files/${name}`,
      `/api/media-access/files/${name}?expires=${expires}&signature=${signature.slice(0, -2)}xx`,
      `/api/media-access/files/${name}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/api/media-access/files/${freeUrl.split('/').pop()}?expires=${expires}&signature=${signature}`,
    ];
    for (const attempt of attempts) {
      const response = await fetch(`${cms.url}${attempt}`);
      expect(response.status, attempt).toBe(403);
    }
    const { signFileUrl } = await import('../src/media/signed-url');
    const expired = signFileUrl(name, Date.now() - 2 * 3600_000);
    expect((await fetch(`${cms.url}${expired}`)).status).toBe(403);
    const stillValid = signFileUrl(name);
    expect((await fetch(`${cms.url}${stillValid}`)).status).toBe(200);
  });
});
