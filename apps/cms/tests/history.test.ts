import { beforeAll, describe, expect, it } from 'vitest';
import { api, createChild, createMedia, createFamily, type TestFamily } from './children-support';
import { cmsForTests } from './cms-for-tests';

const cms = cmsForTests({}, { shared: true });
let family: TestFamily;
beforeAll(async () => {
  family = await createFamily(cms, 'history-parent@example.com');
});

/** A client time `ms` before now: saves are ordered by their client time within the last 24 hours. */
const msAgo = (ms: number) => Date.now() - ms;

type Entry = { _id: string; currentMediaTimestamp: number; applied: boolean; timeZone: string | null; location: string | null };

const save = (body: Record<string, unknown>, token = family.parent.token) =>
  api(cms.url, '/child-history', { token, json: { childId: family.childId, mediaId: family.mediaId, ...body } });

describe('listening history', () => {
  it('creates one entry, resumes from it and updates it', async () => {
    const first = await save({ currentMediaTimestamp: 42.5, timeZone: 'Europe/Paris', location: 'FR', watchingTime: 40, clientSavedAt: msAgo(600_000) });
    expect(first.status).toBe(200);
    const entry = first.body.response_data as Entry;
    expect(entry).toMatchObject({ currentMediaTimestamp: 42.5, timeZone: 'Europe/Paris', location: 'FR', applied: true });

    const all = await api(cms.url, '/child-history/all', { token: family.parent.token, json: { childId: family.childId, mediaId: family.mediaId } });
    expect(all.body.STATUS_CODE).toBe(200);
    expect(all.body.response_data).toEqual([expect.objectContaining({ _id: entry._id, currentMediaTimestamp: 42.5 })]);

    const put = await api(cms.url, `/child-history/${entry._id}`, {
      method: 'PUT',
      token: family.parent.token,
      json: { currentMediaTimestamp: 90, mediaId: family.mediaId, clientSavedAt: msAgo(590_000) },
    });
    expect(put.body.response_data).toMatchObject({ _id: entry._id, currentMediaTimestamp: 90, timeZone: 'Europe/Paris' });
    const got = await api(cms.url, `/child-history/${entry._id}`, { method: 'GET', token: family.parent.token });
    expect(got.body.response_data).toMatchObject({ currentMediaTimestamp: 90 });
  });

  it('ignores a save that is older by client time than the stored one', async () => {
    await save({ currentMediaTimestamp: 300, clientSavedAt: msAgo(500_000) });
    const late = await save({ currentMediaTimestamp: 10, clientSavedAt: msAgo(510_000) });
    expect(late.body.response_data).toMatchObject({ currentMediaTimestamp: 300, applied: false });
    const all = await api(cms.url, '/child-history/all', { token: family.parent.token, json: { childId: family.childId, mediaId: family.mediaId } });
    expect((all.body.response_data as Entry[])[0].currentMediaTimestamp).toBe(300);
  });

  it('keeps one row per child and media under concurrent saves, and the newest wins', async () => {
    const otherMedia = await createMedia(cms.strapi, {});
    const first = msAgo(400_000);
    const saves = Array.from({ length: 12 }, (_, index) =>
      api(cms.url, '/child-history', {
        token: family.parent.token,
        json: { childId: family.childId, mediaId: otherMedia, currentMediaTimestamp: index * 10, clientSavedAt: first + index },
      }),
    );
    const results = await Promise.all(saves);
    expect(results.every((result) => result.status === 200)).toBe(true);
    const rows = await cms.strapi.db.query('api::child-history.child-history').findMany({ where: { childId: family.childId, mediaId: otherMedia } });
    expect(rows).toHaveLength(1);
    expect(Number((rows[0] as { currentMediaTimestamp: number }).currentMediaTimestamp)).toBe(110);
  });

  it("lists the child's entries by their last save, newest first: a meditation resumed today comes before one played since", async () => {
    const [older, resumed] = [await createMedia(cms.strapi, {}), await createMedia(cms.strapi, {})];
    const saveOf = (mediaId: string, at: number) =>
      api(cms.url, '/child-history', { token: family.parent.token, json: { childId: family.childId, mediaId, currentMediaTimestamp: 5, clientSavedAt: at } });
    await saveOf(resumed, msAgo(250_000));
    await saveOf(older, msAgo(240_000));
    await saveOf(resumed, msAgo(230_000));
    const all = await api(cms.url, '/child-history/all', { token: family.parent.token, json: { childId: family.childId } });
    const listed = (all.body.response_data as { mediaId: string }[]).map((entry) => entry.mediaId);
    expect(listed.indexOf(resumed)).toBeLessThan(listed.indexOf(older));
    expect(listed.slice(0, 2)).toEqual([resumed, older]);
  });

  it('refuses a second row for the same pair at the database level', async () => {
    const insert = () =>
      cms.strapi.db.query('api::child-history.child-history').create({ data: { childId: 'c-dup', mediaId: 'm-dup', documentId: `d${Math.random()}` } });
    await insert();
    await expect(insert()).rejects.toThrow();
  });

  it('accepts a beacon: text/plain JSON with the token inside, and the time zone from a header', async () => {
    const response = await fetch(`${cms.url}/api/child-history`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-time-zone': 'Asia/Tokyo', 'accept-language': 'ja-JP,ja;q=0.9' },
      body: JSON.stringify({ authtoken: family.parent.token, childId: family.childId, mediaId: family.mediaId, currentMediaTimestamp: 321, clientSavedAt: msAgo(300_000) }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { response_data: Entry };
    expect(body.response_data).toMatchObject({ currentMediaTimestamp: 321, timeZone: 'Asia/Tokyo', location: 'JP' });
  });

  it('refuses a beacon with a bad token and bad fields', async () => {
    const bad = await api(cms.url, '/child-history', { text: JSON.stringify({ authtoken: 'nope', childId: family.childId, mediaId: family.mediaId, currentMediaTimestamp: 1 }) });
    expect(bad.status).toBe(401);
    const negative = await save({ currentMediaTimestamp: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.response_data).toEqual({ field: 'currentMediaTimestamp' });
    const zone = await save({ currentMediaTimestamp: 1, timeZone: 'Mars/Olympus' });
    expect(zone.body.response_data).toEqual({ field: 'timeZone' });
    const unknownMedia = await save({ mediaId: 'does-not-exist', currentMediaTimestamp: 1 });
    expect(unknownMedia.status).toBe(404);
  });

  it('deletes an entry', async () => {
    const all = await api(cms.url, '/child-history/all', { token: family.parent.token, json: { childId: family.childId } });
    const id = (all.body.response_data as Entry[])[0]._id;
    const deleted = await api(cms.url, `/child-history/${id}`, { method: 'DELETE', token: family.parent.token });
    expect(deleted.body.response_code).toBe(200);
    expect((await api(cms.url, `/child-history/${id}`, { method: 'GET', token: family.parent.token })).status).toBe(404);
  });

  it('saves and fetches a video position per child and sub-category', async () => {
    const saved = await api(cms.url, '/user-video-status', {
      token: family.parent.token,
      json: { parent_id: family.parent.documentId, child_id: family.childId, sub_cat_id: 'sub-1', category_id: 'cat-1', duration: 75 },
    });
    expect(saved.body.response_message).toBe('Video status updated');
    await api(cms.url, '/user-video-status', { token: family.parent.token, json: { child_id: family.childId, sub_cat_id: 'sub-1', duration: 80 } });
    const fetched = await api(cms.url, '/fetch-video-duration', { token: family.parent.token, json: { parent_id: family.parent.documentId, child_id: family.childId } });
    expect((fetched.body.response as { data: { duration: number }[] }).data).toHaveLength(1);
    expect((fetched.body.response as { data: { duration: number }[] }).data[0].duration).toBe(80);

    const late = await api(cms.url, '/user-video-status', {
      text: JSON.stringify({ authtoken: family.parent.token, child_id: family.childId, sub_cat_id: 'sub-1', duration: 5, clientSavedAt: 1 }),
    });
    expect(late.body.response_data).toMatchObject({ duration: 80 });
    const rows = await cms.strapi.db.query('api::video-position.video-position').findMany({ where: { childId: family.childId } });
    expect(rows).toHaveLength(1);
  });

  it('deleting a child deletes its history, favourites and video positions', async () => {
    const doomed = await createChild(cms.url, family.parent, { name: 'Doomed' });
    await api(cms.url, '/child-history', { token: family.parent.token, json: { childId: doomed, mediaId: family.mediaId, currentMediaTimestamp: 5, watchingTime: 5 } });
    await api(cms.url, '/add-to-favouritelist', { token: family.parent.token, json: { childId: doomed, mediaId: family.mediaId } });
    await api(cms.url, '/user-video-status', { token: family.parent.token, json: { child_id: doomed, sub_cat_id: 's', duration: 3 } });
    const uids = ['api::child-history.child-history', 'api::child-history.listening-day', 'api::favourite.favourite', 'api::video-position.video-position'];
    for (const uid of uids) expect(await cms.strapi.db.query(uid as never).count({ where: { childId: doomed } })).toBe(1);

    await api(cms.url, `/children/${doomed}`, { method: 'DELETE', token: family.parent.token });
    for (const uid of uids) expect(await cms.strapi.db.query(uid as never).count({ where: { childId: doomed } })).toBe(0);
    expect(await cms.strapi.db.query('api::child-history.child-history').count({ where: { childId: family.childId } })).toBeGreaterThan(0);
  });
});
