import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, createChild, createFamily, createParent, type TestFamily, type TestParent } from './children-support';
import { cmsForTests } from './cms-for-tests';
import { redisForTests } from './redis-for-tests';
import { saveCacheOn } from '../src/api/child-history/lib/save-cache';
import { createKeptRows } from '../src/database/kept-rows';
import { anotherInstance } from './kept-rows-support';

// Issue 57 item 1: a history save takes the child's owner and the meditation's publication from a short-lived cache
// (src/api/child-history/lib/save-cache.ts, on src/database/kept-rows.ts). What must never outlive a change: a child moved to another parent or
// deleted, a meditation unpublished. Refused at once on the instance that made the change, and on another instance as
// soon as the change reaches it through Redis. This file's CMS is one instance; the second is the cache this test
// process builds from the sources (the CMS runs the compiled one: two modules, sharing nothing but Redis).
const store = redisForTests('history-save-cache');
const cms = cmsForTests({ REDIS_URL: store.url, RATE_LIMIT_PREFIX: store.prefix });
const CHILD = 'api::child.child';
const MEDITATION = 'api::meditation.meditation';

let family: TestFamily;
let other: TestParent;
beforeAll(async () => {
  family = await createFamily(cms, 'history-cache-parent@example.com');
  other = await createParent(cms.strapi, 'history-cache-other@example.com');
});

let clock = Date.now() - 3_600_000;
const save = (token: string, childId: string, mediaId = family.mediaId) =>
  api(cms.url, '/child-history', { token, json: { childId, mediaId, currentMediaTimestamp: 1, watchingTime: 1, clientSavedAt: (clock += 1_000) } });

/** Moves the child to `parent` as the family's own code writes a child (the query engine). */
const moveChild = (childId: string, parent: TestParent) => cms.strapi.db.query(CHILD).update({ where: { documentId: childId }, data: { parent: parent.id } });

describe('on the instance that made the change', () => {
  it('refuses at once a save of a child moved to another parent, and takes the new parent’s', async () => {
    const childId = await createChild(cms.url, family.parent);
    expect((await save(family.parent.token, childId)).status).toBe(200);
    expect((await save(family.parent.token, childId)).status).toBe(200);
    await moveChild(childId, other);
    expect((await save(family.parent.token, childId)).body).toEqual({ response_code: 404, response_message: 'Child not found' });
    expect((await save(other.token, childId)).status).toBe(200);
  });

  it('refuses at once a save of a deleted child', async () => {
    const childId = await createChild(cms.url, family.parent);
    expect((await save(family.parent.token, childId)).status).toBe(200);
    const removed = await api(cms.url, `/children/${childId}`, { method: 'DELETE', token: family.parent.token });
    expect(removed.status).toBe(200);
    expect((await save(family.parent.token, childId)).body).toEqual({ response_code: 404, response_message: 'Child not found' });
  });

  it('refuses at once a save of an unpublished meditation, and takes it again once published', async () => {
    expect((await save(family.parent.token, family.childId)).status).toBe(200);
    await cms.strapi.documents(MEDITATION).unpublish({ documentId: family.mediaId });
    expect((await save(family.parent.token, family.childId)).body).toEqual({ response_code: 404, response_message: 'Media not found' });
    await cms.strapi.documents(MEDITATION).publish({ documentId: family.mediaId });
    expect((await save(family.parent.token, family.childId)).status).toBe(200);
  });
});

/** Whether the cache answered from what it kept: true when `confirm` did not need its check. */
async function keptWithoutCheck(confirm: (check: () => Promise<void>) => Promise<void>): Promise<boolean> {
  let checked = false;
  await confirm(async () => {
    checked = true;
  });
  return !checked;
}

describe('on another instance, through Redis', () => {
  const second = anotherInstance(store);
  const secondSaves = saveCacheOn(second);

  it('drops what it kept when this instance moves a child or unpublishes a meditation', async () => {
    const childId = await createChild(cms.url, family.parent);
    const owner = (check: () => Promise<void>) => secondSaves.confirmOwner(childId, family.parent.id, check);
    const published = (check: () => Promise<void>) => secondSaves.confirmPublished(family.mediaId, check);
    await keptWithoutCheck(owner);
    await keptWithoutCheck(published);
    expect(await keptWithoutCheck(owner)).toBe(true);
    expect(await keptWithoutCheck(published)).toBe(true);
    await moveChild(childId, other);
    await vi.waitFor(async () => expect(await keptWithoutCheck(owner)).toBe(false), { timeout: 2_000, interval: 20 });
    await cms.strapi.documents(MEDITATION).unpublish({ documentId: family.mediaId });
    await vi.waitFor(async () => expect(await keptWithoutCheck(published)).toBe(false), { timeout: 2_000, interval: 20 });
    await cms.strapi.documents(MEDITATION).publish({ documentId: family.mediaId });
  });

  it('refuses a save here once the other instance says it moved the child', async () => {
    const childId = await createChild(cms.url, family.parent);
    expect((await save(family.parent.token, childId)).status).toBe(200);
    // The other instance's write: straight to the shared database, so this instance hears of it only through Redis.
    const { id } = z.object({ id: z.number() }).parse(await cms.strapi.db.query(CHILD).findOne({ where: { documentId: childId }, select: ['id'] }));
    await cms.strapi.db.connection('children_parent_lnk').where({ child_id: id }).update({ user_id: other.id });
    // Until told, this instance still takes the save from what it kept: the cache is what the change must reach.
    expect((await save(family.parent.token, childId)).status).toBe(200);
    second.changed(CHILD, { id, documentId: childId });
    await vi.waitFor(async () => expect((await save(family.parent.token, childId)).status).toBe(404), { timeout: 2_000, interval: 20 });
  });
});

describe('without a word of the change', () => {
  it('forgets what it kept after its lifetime', async () => {
    const saves = saveCacheOn(createKeptRows(50));
    const owner = (check: () => Promise<void>) => saves.confirmOwner('child', 1, check);
    await keptWithoutCheck(owner);
    expect(await keptWithoutCheck(owner)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await keptWithoutCheck(owner)).toBe(false);
  });
});
