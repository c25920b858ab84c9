import { TestRunner } from 'vitest';
import { stopKeptCms } from './cms-for-tests';

/**
 * Vitest's own runner, which also stops the CMS a worker kept for the files that share one (cms-for-tests.ts) when
 * the worker ends: its database is dropped and its folders removed then, not left to the end of the run.
 */
export default class CmsTestRunner extends TestRunner {
  constructor(config: ConstructorParameters<typeof TestRunner>[0]) {
    super(config);
    // Every file of the worker makes a runner; the cleanup is one function, registered once (a Set holds them).
    // Vitest 5 defines the hook in the forks and threads pools only (vitest.config.mts uses forks).
    this.onCleanupWorkerContext?.(stopKeptCms);
  }
}
