import { afterAll, beforeAll } from 'vitest';
import { startCms, type RunningCms, type TestCms } from './harness';

type CmsEnv = Record<string, string>;

/**
 * The CMS of the calling test file (or describe block): started in a beforeAll with `startCms`'s arguments and
 * stopped in an afterAll. Its fields can be read in hooks and tests registered after this call. Give `env` as a
 * function when it needs something an earlier beforeAll started (a stand-in server's port); an afterAll
 * registered before this call runs after the CMS has stopped.
 */
export function cmsForTests(env: CmsEnv | (() => CmsEnv) = {}, options: { from?: 'empty' } = {}): RunningCms {
  let cms: TestCms | undefined;
  beforeAll(async () => {
    cms = await startCms(typeof env === 'function' ? env() : env, options);
  });
  afterAll(async () => {
    await cms?.stop();
  });
  const running = (): TestCms => {
    if (!cms) throw new Error('the test CMS is not running yet: read it inside the hooks and tests of its file');
    return cms;
  };
  return {
    get strapi() {
      return running().strapi;
    },
    get url() {
      return running().url;
    },
    get dirs() {
      return running().dirs;
    },
  };
}
