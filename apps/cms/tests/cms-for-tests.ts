import { afterAll, beforeAll } from 'vitest';
import { startCms, type RunningCms, type TestCms } from './harness';

type CmsEnv = Record<string, string>;

type CmsOptions = {
  /** Seed from an empty database instead of copying the run's seeded template (with SEED_DEMO 'true'). */
  from?: 'empty';
  /**
   * The file makes only records of its own (unique e-mails, its own categories and meditations) and reads nothing
   * another file may have changed (no whole lists, no counts of what it did not make, no rate-limit counters of
   * the loopback client): it may run on the CMS an earlier file of this worker started with the same
   * configuration, and leaves it running for the next one.
   */
  shared?: boolean;
};

/**
 * The CMS a shared file leaves running, with the configuration it was started with. Test files run one after
 * another in a worker that lives for many of them (isolate: false in vitest.config.mts), so this outlives a file.
 */
let kept: { configuration: string; cms: TestCms } | undefined;

/**
 * Boots whose file gave up waiting for them (its beforeAll ran out of time) and that may still finish. A boot cannot
 * be interrupted and a process holds one Strapi at a time, so each is awaited and stopped before another CMS starts
 * in this worker: a slow boot fails its own file, not every file after it.
 */
const abandonedBoots = new Set<Promise<TestCms>>();

/**
 * Stops what the worker still runs: an abandoned boot once it has finished, and the kept CMS (dropping its
 * database). Before a CMS of another configuration starts, since one process holds one Strapi at a time (its
 * environment is process.env), and when the worker ends (cms-runner.ts).
 */
export async function stopKeptCms(): Promise<void> {
  for (const boot of abandonedBoots) {
    // A boot that failed has undone itself (bootCms).
    const late = await boot.catch(() => undefined);
    abandonedBoots.delete(boot);
    await late?.stop();
  }
  const running = kept;
  kept = undefined;
  await running?.cms.stop();
}

/** The configuration of a shared CMS, the same string for the same settings in any order. */
function configurationOf(env: CmsEnv, options: CmsOptions): string {
  return JSON.stringify({ env: Object.entries(env).sort(([a], [b]) => a.localeCompare(b)), from: options.from ?? 'template' });
}

/**
 * The CMS of the calling test file (or describe block), started in a beforeAll with `startCms`'s arguments. It is
 * the file's own, stopped in an afterAll, unless `options.shared` says the file may share it (see CmsOptions): then
 * it is the one this worker kept for that configuration, or a new one kept for the files after it. Its fields can
 * be read in hooks and tests registered after this call. Give `env` as a function when it needs something an
 * earlier beforeAll started (a stand-in server's port): such a CMS is always the file's own, and an afterAll
 * registered before this call runs after it has stopped.
 */
export function cmsForTests(env: CmsEnv | (() => CmsEnv) = {}, options: CmsOptions = {}): RunningCms {
  let cms: TestCms | undefined;
  let booting: Promise<TestCms> | undefined;
  let fileEnded = false;
  const boot = async (bootEnv: CmsEnv): Promise<TestCms | undefined> => {
    booting = startCms(bootEnv, options);
    let started: TestCms;
    try {
      started = await booting;
    } finally {
      booting = undefined;
    }
    // Finished after the file gave up on it: stopKeptCms stops it.
    return fileEnded ? undefined : started;
  };
  beforeAll(async () => {
    if (options.shared && typeof env !== 'function') {
      const configuration = configurationOf(env, options);
      if (kept?.configuration !== configuration) {
        await stopKeptCms();
        const started = await boot(env);
        if (!started) return;
        kept = { configuration, cms: started };
      }
      cms = kept.cms;
      return;
    }
    await stopKeptCms();
    cms = await boot(typeof env === 'function' ? env() : env);
  });
  afterAll(async () => {
    fileEnded = true;
    if (booting) abandonedBoots.add(booting);
    else if (cms !== kept?.cms) await cms?.stop();
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
