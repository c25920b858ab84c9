import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCms, type TestCms } from './harness';
import { api, createCategory, createChild, createMedia, createParent, type TestParent } from './children-support';

let cms: TestCms;
let parent: TestParent;
let childId: string;
let mediaId: string;

beforeAll(async () => {
  cms = await startCms();
  parent = await createParent(cms.strapi, 'fav-parent@example.com');
  childId = await createChild(cms.url, parent);
  mediaId = await createMedia(cms.strapi, { title: 'Sleepy Stars', categoryId: await createCategory(cms.strapi) });
});
afterAll(async () => {
  await cms?.stop();
});

const check = () => api(cms.url, '/check-favourite', { token: parent.token, json: { childId, mediaId } });

describe('favourites', () => {
  it('toggles a favourite on and off, check-favourite answering 200 only while it is one', async () => {
    expect((await check()).body.response_code).not.toBe(200);

    const added = await api(cms.url, '/add-to-favouritelist', { token: parent.token, json: { childId, mediaId } });
    expect(added.body).toMatchObject({ response_code: 200, response_message: 'Add to favourite list successful.' });
    expect((await check()).body.response_code).toBe(200);

    const list = await api(cms.url, '/get-child-favouritelist', { token: parent.token, json: { childId } });
    const items = (list.body.response as { data: { _id: string; title: string }[] }).data;
    expect(items.map((item) => [item._id, item.title])).toEqual([[mediaId, 'Sleepy Stars']]);

    const removed = await api(cms.url, '/add-to-favouritelist', { token: parent.token, json: { childId, mediaId } });
    expect(removed.body.response_message).toBe('Removed from favourite list.');
    expect((await check()).body.response_code).not.toBe(200);
    const empty = await api(cms.url, '/get-child-favouritelist', { token: parent.token, json: { childId } });
    expect(empty.body.response_data).toEqual([]);
  });

  it('refuses an unknown media and a missing childId', async () => {
    const unknown = await api(cms.url, '/add-to-favouritelist', { token: parent.token, json: { childId, mediaId: 'nope' } });
    expect(unknown.status).toBe(404);
    const missing = await api(cms.url, '/add-to-favouritelist', { token: parent.token, json: { mediaId } });
    expect(missing.status).toBe(400);
    expect(missing.body.response_data).toEqual({ field: 'childId' });
  });

  it('leaves unpublished media out of the list', async () => {
    const draft = await createMedia(cms.strapi, { title: 'Draft' });
    await api(cms.url, '/add-to-favouritelist', { token: parent.token, json: { childId, mediaId: draft } });
    await cms.strapi.documents('api::meditation.meditation').unpublish({ documentId: draft } as never);
    const list = await api(cms.url, '/get-child-favouritelist', { token: parent.token, json: { childId } });
    expect((list.body.response_data as { _id: string }[]).map((item) => item._id)).not.toContain(draft);
  });
});
