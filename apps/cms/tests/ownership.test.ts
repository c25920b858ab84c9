import { beforeAll, describe, expect, it } from 'vitest';
import { cmsForTests } from './cms-for-tests';
import { api, createCategory, createChild, createMedia, createParent, type ApiCall, type TestParent } from './children-support';

/**
 * Parent B asks for everything of parent A's child. Each call must answer exactly like the same call
 * with ids that do not exist, and parent A's data must be unchanged afterwards.
 */
let parentA: TestParent;
let parentB: TestParent;
let childA: string;
let historyA: string;
let mediaId: string;
let categoryId: string;

const cms = cmsForTests({}, { shared: true });
beforeAll(async () => {
  parentA = await createParent(cms.strapi, 'owner-a@example.com');
  parentB = await createParent(cms.strapi, 'owner-b@example.com');
  categoryId = await createCategory(cms.strapi);
  mediaId = await createMedia(cms.strapi, { categoryId });
  childA = await createChild(cms.url, parentA, { name: 'Alice' });
  await createChild(cms.url, parentB, { name: 'Bob' });
  const saved = await api(cms.url, '/child-history', {
    token: parentA.token,
    json: { childId: childA, mediaId, currentMediaTimestamp: 120, watchingTime: 60, clientSavedAt: 1000 },
  });
  historyA = (saved.body.response_data as { _id: string })._id;
  await api(cms.url, '/add-to-favouritelist', { token: parentA.token, json: { childId: childA, mediaId } });
  await api(cms.url, '/user-video-status', { token: parentA.token, json: { child_id: childA, sub_cat_id: 'sub-a', duration: 33 } });
});

type Probe = { name: string; path: (ids: { child: string; history: string }) => string; call: (ids: { child: string; history: string }) => ApiCall };

const probes: Probe[] = [
  { name: 'GET children/{id}', path: (ids) => `/children/${ids.child}`, call: () => ({ method: 'GET' }) },
  { name: 'PUT children/{id}', path: (ids) => `/children/${ids.child}`, call: () => ({ method: 'PUT', json: { name: 'Hacked' } }) },
  { name: 'DELETE children/{id}', path: (ids) => `/children/${ids.child}`, call: () => ({ method: 'DELETE' }) },
  {
    name: 'POST child-history',
    path: () => '/child-history',
    call: (ids) => ({ json: { childId: ids.child, mediaId, currentMediaTimestamp: 1, clientSavedAt: 999_999 } }),
  },
  { name: 'POST child-history/all', path: () => '/child-history/all', call: (ids) => ({ json: { childId: ids.child, mediaId } }) },
  { name: 'GET child-history/{id}', path: (ids) => `/child-history/${ids.history}`, call: () => ({ method: 'GET' }) },
  {
    name: 'PUT child-history/{id}',
    path: (ids) => `/child-history/${ids.history}`,
    call: () => ({ method: 'PUT', json: { currentMediaTimestamp: 1, clientSavedAt: 999_999 } }),
  },
  { name: 'DELETE child-history/{id}', path: (ids) => `/child-history/${ids.history}`, call: () => ({ method: 'DELETE' }) },
  { name: 'POST add-to-favouritelist', path: () => '/add-to-favouritelist', call: (ids) => ({ json: { childId: ids.child, mediaId } }) },
  { name: 'POST check-favourite', path: () => '/check-favourite', call: (ids) => ({ json: { childId: ids.child, mediaId } }) },
  { name: 'POST get-child-favouritelist', path: () => '/get-child-favouritelist', call: (ids) => ({ json: { childId: ids.child } }) },
  {
    name: 'POST user-video-status',
    path: () => '/user-video-status',
    call: (ids) => ({ json: { parent_id: parentA.documentId, child_id: ids.child, sub_cat_id: 'sub-a', duration: 1 } }),
  },
  {
    name: 'POST fetch-video-duration',
    path: () => '/fetch-video-duration',
    call: (ids) => ({ json: { parent_id: parentA.documentId, child_id: ids.child } }),
  },
  {
    name: 'POST user-fetch-subs-to-category',
    path: () => '/user-fetch-subs-to-category',
    call: (ids) => ({ json: { category_id: categoryId, child_id: ids.child } }),
  },
  { name: 'POST suggestedMedia/child', path: () => '/suggestedMedia/child', call: (ids) => ({ json: { id: ids.child } }) },
  { name: 'GET children/{id}/profile', path: (ids) => `/children/${ids.child}/profile`, call: () => ({ method: 'GET' }) },
  { name: 'GET children/{id}/bedtime', path: (ids) => `/children/${ids.child}/bedtime`, call: () => ({ method: 'GET' }) },
  {
    name: 'PUT children/{id}/bedtime',
    path: (ids) => `/children/${ids.child}/bedtime`,
    call: () => ({ method: 'PUT', json: { bedtime: '20:00', wakeTime: '07:00', timeZone: 'UTC', routine: [mediaId], dailyLimitMinutes: 240 } }),
  },
  { name: 'POST children/{id}/bedtime/unlock', path: (ids) => `/children/${ids.child}/bedtime/unlock`, call: () => ({ json: { password: 'Secret123!' } }) },
  { name: 'POST children/{id}/daily-limit/extend', path: (ids) => `/children/${ids.child}/daily-limit/extend`, call: () => ({ json: { password: 'Secret123!' } }) },
];

async function snapshotOfA() {
  const query = (uid: string) => cms.strapi.db.query(uid as never).findMany({ where: { childId: childA } });
  return {
    child: await cms.strapi.db.query('api::child.child').findOne({ where: { documentId: childA } }),
    history: await query('api::child-history.child-history'),
    favourites: await query('api::favourite.favourite'),
    positions: await query('api::video-position.video-position'),
    days: await query('api::child-history.listening-day'),
  };
}

describe('ownership: parent B cannot reach parent A child data', () => {
  it.each(probes)('$name answers as for an id that does not exist and changes nothing', async (probe) => {
    const before = await snapshotOfA();
    const foreignIds = { child: childA, history: historyA };
    const missingIds = { child: 'no-such-child-000000000000', history: 'no-such-history-0000000000' };
    const foreign = await api(cms.url, probe.path(foreignIds), { ...probe.call(foreignIds), token: parentB.token });
    const missing = await api(cms.url, probe.path(missingIds), { ...probe.call(missingIds), token: parentB.token });
    expect(foreign.status).toBe(404);
    expect(foreign).toEqual(missing);
    expect(await snapshotOfA()).toEqual(before);
  });

  it('the owner still reaches every one of them', async () => {
    const ids = { child: childA, history: historyA };
    for (const probe of probes.filter((item) => !item.name.startsWith('DELETE'))) {
      const response = await api(cms.url, probe.path(ids), { ...probe.call(ids), token: parentA.token });
      expect(response.status, probe.name).toBe(200);
    }
  });

  it('never trusts a parentId in the body over the token', async () => {
    const created = await api(cms.url, '/children', {
      token: parentB.token,
      json: { name: 'Sneaky', dateOfBirth: '2018-01-01', theme: [], parentId: parentA.documentId },
    });
    const sneaky = (created.body.response_data as { _id: string; parentId: string });
    expect(sneaky.parentId).toBe(parentB.documentId);
    const listA = await api(cms.url, '/children/all', { token: parentA.token, json: { parent_id: parentA.documentId } });
    expect((listA.body.response_data as { _id: string }[]).map((child) => child._id)).toEqual([childA]);
    const listB = await api(cms.url, '/children/all', { token: parentB.token, json: { parent_id: parentA.documentId } });
    expect((listB.body.response_data as { name: string }[]).map((child) => child.name).sort()).toEqual(['Bob', 'Sneaky']);
  });
});
