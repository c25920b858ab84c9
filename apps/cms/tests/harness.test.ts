import { beforeAll, describe, expect, inject, it } from 'vitest';
import { stopKeptCms } from './cms-for-tests';
import { bootCms } from './harness';
import { createTestDatabase } from './test-database';
import { CATEGORY } from '../src/library/data/category';

// This file boots CMSes itself: the one an earlier file of the worker kept for sharing stops first (one Strapi a process).
beforeAll(stopKeptCms);

describe('the CMS test harness after a boot that fails', () => {
  it('boots the next CMS of the worker as if nothing had happened', async () => {
    const { empty } = inject('cmsTemplates');
    const envBefore = { ...process.env };
    // A retention period out of range stops the CMS in its bootstrap (src/index.ts): after Strapi has loaded the app
    // and connected to its database, so the failed boot holds connections and has set its environment.
    const failing = bootCms(await createTestDatabase(empty.database), { RETENTION_HISTORY_MONTHS: 'never' });
    await expect(failing).rejects.toThrow(/RETENTION_HISTORY_MONTHS|number/i);
    expect(process.env).toEqual(envBefore);

    const cms = await bootCms(await createTestDatabase(empty.database));
    try {
      expect((await fetch(`${cms.url}/_health`)).status).toBe(204);
      expect((await fetch(`${cms.url}/api/meditations`)).status).toBe(200);
    } finally {
      await cms.stop();
    }
  });
});

describe('the CMS test harness stopping a CMS', () => {
  it('stops it only once the entry event of its last save has read the entry', async () => {
    const { empty } = inject('cmsTemplates');
    const cms = await bootCms(await createTestDatabase(empty.database));
    // Strapi reads a saved entry again for its entry event after the save has answered, and does not wait for it. As
    // on a slow machine, each read of a category takes a while here: a stop right after the save used to close the
    // database under that read, which then failed with nobody to catch it (issue 51: a knex acquire timeout).
    let reads = 0;
    cms.strapi.db.lifecycles.subscribe({
      models: [CATEGORY],
      async beforeFindOne() {
        await new Promise((resolve) => setTimeout(resolve, 500));
      },
      afterFindOne() {
        reads += 1;
      },
    });
    let readsWhenSaved = 0;
    try {
      await cms.strapi.documents(CATEGORY).create({ data: { name: 'Saved before the stop', slug: 'saved-before-the-stop' } });
      readsWhenSaved = reads;
    } finally {
      await cms.stop();
    }
    expect(reads).toBeGreaterThan(readsWhenSaved);
  });
});
