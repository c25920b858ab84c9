import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { sharedOptimizedDeps } from './main';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { timingsReport } from '../scripts/lib/slowest-files.mjs';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Runs every story (play function + axe check) headlessly in the system Chromium.
export default defineConfig({
  root: path.join(configDir, '..'),
  optimizeDeps: { include: sharedOptimizedDeps },
  test: {
    // The JSON report lets `npm test`'s summary name the slowest story files.
    reporters: ['default', 'json'],
    outputFile: { json: timingsReport(path.join(configDir, '..'), 'storybook') },
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions(),
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
