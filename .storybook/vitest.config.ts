import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { sharedOptimizedDeps } from './main';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Runs every story (play function + axe check) headlessly in the system Chromium.
export default defineConfig({
  root: path.join(configDir, '..'),
  optimizeDeps: { include: sharedOptimizedDeps },
  test: {
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
              launchOptions: {
                executablePath: '/usr/bin/chromium',
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
