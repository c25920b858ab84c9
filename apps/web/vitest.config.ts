import crypto from 'node:crypto';
import { defineConfig } from 'vitest/config';

const randomSecret = () => crypto.randomBytes(32).toString('hex');

export default defineConfig({
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{js,ts}', '*.test.mjs'],
    environment: 'node',
    // Files share their worker's environment instead of a fresh one each (module loading was most of the run):
    // the files pass in any order sharing it (docs/decisions/2026-11-29-unit-tests-share-their-environment.md).
    isolate: false,
    // The web refuses to run without its secrets: random ones per run, never a known value.
    env: { SESSION_SECRET: randomSecret(), CLIENT_ADDRESS_SECRET: randomSecret() },
  },
});
