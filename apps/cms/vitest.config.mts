import { defineConfig } from 'vitest/config';

// CMS integration tests boot the real Strapi in each test file (tests/harness.ts), each on its own copy of a
// template database the global setup makes once per run. The database is SQLite by default; with
// DATABASE_URL=postgres://... every file gets its own PostgreSQL database.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
