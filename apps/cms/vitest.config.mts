import { defineConfig } from 'vitest/config';

// CMS integration tests boot the real Strapi in each test file (tests/harness.ts). The database is
// SQLite by default; with DATABASE_URL=postgres://... every file gets a fresh PostgreSQL database.
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
