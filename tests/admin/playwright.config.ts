import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { cmsFileFolders, ensureRunSecrets, loopbackUrl, suiteServers } from '../support/servers';
import { failureTrace } from '../support/failure-trace';
import { suiteReporters } from '../support/reporters';
import { scaledBudget } from '../../scripts/lib/machine-load.mjs';

// Journeys of editors through the real Strapi admin panel (built: `npm run build -w @tate/cms`)
// and the built web app, against a freshly seeded CMS.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 1339);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3101);
const CMS_URL = loopbackUrl(CMS_PORT);

// Kept in the environment so Playwright's workers and both servers agree on them.
process.env.TATE_ADMIN_E2E_DATABASE ??= path.join(tmpdir(), `tate-admin-e2e-${Date.now()}-${process.pid}.db`);
process.env.TATE_ADMIN_E2E_FILES ??= path.join(tmpdir(), `tate-admin-e2e-files-${Date.now()}-${process.pid}`);
ensureRunSecrets();

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/admin',
  fullyParallel: false,
  // The weekly job first and alone, then the other files two at a time
  // (docs/decisions/2026-11-28-weekly-job-alone-first.md): beside another admin journey and the other CI lanes its
  // admin pages ran three times slower than alone, past its budget.
  workers: 2,
  projects: [
    { name: 'scheduled publishing', testMatch: 'weekly-job.spec.ts' },
    { name: 'editors', testIgnore: 'weekly-job.spec.ts', dependencies: ['scheduled publishing'] },
  ],
  // Budgets for a quiet machine, scaled by how busy npm test found this one (scripts/lib/machine-load.mjs).
  timeout: scaledBudget(60_000),
  expect: { timeout: scaledBudget(15_000) },
  reporter: suiteReporters('admin'),
  use: {
    baseURL: CMS_URL,
    trace: failureTrace,
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: suiteServers({
    root,
    cmsPort: CMS_PORT,
    webPort: WEB_PORT,
    files: cmsFileFolders(root, process.env.TATE_ADMIN_E2E_FILES),
    cmsEnv: { DATABASE_FILENAME: process.env.TATE_ADMIN_E2E_DATABASE, SERVE_ADMIN_PANEL: 'true' },
    webEnv: {},
  }),
});
