import { beforeAll, describe, expect, inject, it } from 'vitest';
import { stopKeptCms } from './cms-for-tests';
import { bootCms } from './harness';
import { createTestDatabase } from './test-database';

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
