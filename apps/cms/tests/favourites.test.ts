import { beforeAll, describe, expect, it } from 'vitest';
import { api, createMedia, createFamily, type TestFamily } from './children-support';
import { cmsForTests } from './cms-for-tests';

const cms = cmsForTests({}, { shared: true });
let family: TestFamily;
beforeAll(async () => {
  family = await createFamily(cms, 'fav-parent@example.com', { title: 'Sleepy Stars' });
});

const check = () => api(cms.url, '/check-favourite', { token: family.parent.token, json: { childId: family.childId, mediaId: family.mediaId } });

describe('favourites', () => {
  it('toggles a favourite on and off, check-favourite answering 200 only while it is one', async () => {
    expect((await check()).body.response_code).not.toBe(200);

    const added = await api(cms.url, '/add-to-favouritelist', { token: family.parent.token, json: { childId: family.childId, mediaId: family.mediaId } });
    expect(added.body).toMatchObject({ response_code: 200, response_message: 'Add to favourite list successful.' });
    expect((await check()).body.response_code).toBe(200);

    const list = await api(cms.url, '/get-child-favouritelist', { token: family.parent.token, json: { childId: family.childId } });
    const items = (list.body.response as { data: { _id: string; title: string }[] }).data;
    expect(items.map((item) => [item._id, item.title])).toEqual([[family.mediaId, 'Sleepy Stars']]);

    const removed = await api(cms.url, '/add-to-favouritelist', { token: family.parent.token, json: { childId: family.childId, mediaId: family.mediaId } });
    expect(removed.body.response_message).toBe('Removed from favourite list.');
    expect((await check()).body.response_code).not.toBe(200);
    const empty = await api(cms.url, '/get-child-favouritelist', { token: family.parent.token, json: { childId: family.childId } });
    expect(empty.body.response_data).toEqual([]);
  });

  it('refuses an unknown media and a missing childId', async () => {
    const unknown = await api(cms.url, '/add-to-favouritelist', { token: family.parent.token, json: { childId: family.childId, mediaId: 'nope' } });
    expect(unknown.status).toBe(404);
    const missing = await api(cms.url, '/add-to-favouritelist', { token: family.parent.token, json: { mediaId: family.mediaId } });
    expect(missing.status).toBe(400);
    expect(missing.body.response_data).toEqual({ field: 'childId' });
  });

  it('leaves unpublished media out of the list', async () => {
    const draft = await createMedia(cms.strapi, { title: 'Draft' });
    await api(cms.url, '/add-to-favouritelist', { token: family.parent.token, json: { childId: family.childId, mediaId: draft } });
    await cms.strapi.documents('api::meditation.meditation').unpublish({ documentId: draft } as never);
    const list = await api(cms.url, '/get-child-favouritelist', { token: family.parent.token, json: { childId: family.childId } });
    expect((list.body.response_data as { _id: string }[]).map((item) => item._id)).not.toContain(draft);
  });
});
