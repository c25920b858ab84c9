import { configDefaults, defineConfig } from 'vitest/config';

// CMS integration tests boot the real Strapi in each test file (tests/harness.ts), each on its own copy of a
// template database the global setup makes once per run. The database is SQLite by default; with
// DATABASE_URL=postgres://... every file gets its own PostgreSQL database.
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
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
