import { defineConfig } from 'vitest/config';

// Unit tests only: pure logic and components in jsdom. Stories run in the browser via .storybook/vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
          // Files share their worker's environment instead of a fresh one each (jsdom's set-up was two thirds of the run):
          // the files pass in any order sharing it (docs/decisions/2026-11-29-unit-tests-share-their-environment.md).
          isolate: false,
        },
      },
    ],
  },
});
