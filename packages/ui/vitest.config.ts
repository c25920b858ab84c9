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
        },
      },
    ],
  },
});
