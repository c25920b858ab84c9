import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { suiteReporters } from '../support/reporters';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../../test-results/player-sdk',
  fullyParallel: false,
  workers: 1,
  timeout: 30_000,
  reporter: suiteReporters('player-sdk'),
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required', '--enable-experimental-web-platform-features']),
  },
});
