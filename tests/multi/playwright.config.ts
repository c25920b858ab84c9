import { defineConfig } from '@playwright/test';
import { suiteReporters } from '../support/reporters';
import { scaledBudget } from '../../scripts/lib/machine-load.mjs';

// Past one machine (issue 9): two CMS instances on one PostgreSQL database and one Redis, two web instances.
// global-setup.ts starts them all (and a fake Stripe) and stops them afterwards. Needs apps/cms/dist and
// apps/web/build. Ports: MULTI_BASE_PORT (1432) + 0/10 for the CMS instances, + 2000/2010 for the web instances.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../../test-results/multi',
  fullyParallel: false,
  workers: 1,
  // A budget for a quiet machine, scaled by how busy npm test found this one (scripts/lib/machine-load.mjs).
  timeout: scaledBudget(60_000),
  expect: { timeout: scaledBudget(5_000) },
  reporter: suiteReporters('multi'),
});
