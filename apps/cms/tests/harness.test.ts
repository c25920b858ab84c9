import { describe, expect, inject, it } from 'vitest';
import { bootCms } from './harness';
import { createTestDatabase } from './test-database';

/** A database whose server refuses every connection: Strapi loads its code and registries, then fails on its first query. */
const unreachableDatabase = {
  env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: 'postgres://postgres@127.0.0.1:9/none', DATABASE_CONNECTION_TIMEOUT: '2000' },
  drop: async () => undefined,
};

describe('the CMS test harness after a boot that fails', () => {
  it('boots the next CMS of the worker as if nothing had happened', async () => {
    const envBefore = { ...process.env };
    await expect(bootCms(unreachableDatabase)).rejects.toThrow(/ECONNREFUSED|connect/);
    expect(process.env).toEqual(envBefore);

    const { empty } = inject('cmsTemplates');
    const cms = await bootCms(await createTestDatabase(empty.database));
    try {
      expect((await fetch(`${cms.url}/_health`)).status).toBe(204);
      expect((await fetch(`${cms.url}/api/meditations`)).status).toBe(200);
    } finally {
      await cms.stop();
    }
  });
});
