import { configDefaults, defineConfig } from 'vitest/config';
import { CmsSequencer } from './tests/cms-sequencer';
import { scaledBudget } from '../../scripts/lib/machine-load.mjs';

// CMS integration tests boot the real Strapi inside the test worker (tests/harness.ts), on a copy of a template
// database the global setup makes once per run. The database is SQLite by default; with DATABASE_URL=postgres://...
// each CMS gets its own PostgreSQL database. A worker runs many files (isolate: false), and the files that may
// share a CMS (cmsForTests(env, { shared: true }), tests/cms-for-tests.ts) share the one it kept for their
// configuration: the sequencer runs them one after another, and the runner stops the kept CMS when the worker
// ends. A file that needs a CMS of its own still gets one (docs/decisions/2026-11-28-cms-tests-share-a-cms.md).
const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

// What these files prove does not depend on the database (HTTP parsing and limits, files and ranges, mail
// capture, configuration, webhooks, pure functions), and every query their endpoints make is also made by a
// file that does run on PostgreSQL (mobile-contract calls every endpoint of the contract): they run on SQLite
// only (docs/decisions/2026-11-23-ci-in-twenty-minutes.md).
const databaseIndependent = [
  'src/**/*.test.ts',
  'tests/health.test.ts',
  'tests/openapi.test.ts',
  'tests/security-input.test.ts',
  'tests/security.test.ts',
  'tests/media-ranges.test.ts',
  'tests/email.test.ts',
  'tests/payments-keyless.test.ts',
  'tests/paid-media.test.ts',
  'tests/permissions.test.ts',
  'tests/public-cache-notices.test.ts',
  'tests/coupon-guesses.test.ts',
  'tests/limits-without-redis.test.ts',
  'tests/request-log.test.ts',
  'tests/privacy-notice.test.ts',
  // Files in S3: what it proves is where bytes go and how they are handed out; on PostgreSQL the two-instance suite
  // (tests/multi) runs both CMS instances with STORAGE=s3 (uploads, photos, deletes through the store).
  'tests/storage-s3.test.ts',
];

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    exclude: onPostgres ? [...configDefaults.exclude, ...databaseIndependent] : configDefaults.exclude,
    globalSetup: ['tests/global-setup.ts'],
    pool: 'forks',
    isolate: false,
    runner: './tests/cms-runner.ts',
    sequence: { sequencer: CmsSequencer },
    maxWorkers: 2,
    // Budgets for a quiet machine, scaled by how busy npm test found this one (scripts/lib/machine-load.mjs).
    testTimeout: scaledBudget(30_000),
    hookTimeout: scaledBudget(120_000),
  },
});
