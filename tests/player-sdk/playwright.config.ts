import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { failureTrace } from '../support/failure-trace';
import { suiteReporters } from '../support/reporters';
import { scaledBudget } from '../../scripts/lib/machine-load.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../../test-results/player-sdk',
  fullyParallel: false,
  workers: 1,
  // A budget for a quiet machine, scaled by how busy npm test found this one (scripts/lib/machine-load.mjs).
  timeout: scaledBudget(30_000),
  expect: { timeout: scaledBudget(5_000) },
  reporter: suiteReporters('player-sdk'),
  use: {
    trace: failureTrace,
    launchOptions: chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required', '--enable-experimental-web-platform-features']),
  },
});
