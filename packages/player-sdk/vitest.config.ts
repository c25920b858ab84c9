import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // Files share their worker's environment instead of a fresh one each (jsdom's set-up was two thirds of the run):
    // the files pass in any order sharing it (docs/decisions/2026-11-29-unit-tests-share-their-environment.md).
    isolate: false,
  },
});
