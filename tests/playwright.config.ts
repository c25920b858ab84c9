import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { cmsFileFolders, ensureRunSecrets, loopbackUrl, suiteServers } from './support/servers';
import { failureTrace } from './support/failure-trace';
import { suiteReporters } from './support/reporters';
import { appPart } from './app/lanes';
import { scaledBudget } from '../scripts/lib/machine-load.mjs';

// End-to-end journeys of the web app against a real, freshly seeded CMS.
// Assumes `apps/cms/dist` and `apps/web/build` exist (the root `npm test` builds every workspace first).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Ports can be moved (E2E_CMS_PORT, E2E_WEB_PORT) so two runs on one machine do not collide.
const CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 1338);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const WEB_URL = loopbackUrl(WEB_PORT);

// A new SQLite file per run; kept in the environment so Playwright's workers see the same name.
process.env.TATE_E2E_DATABASE ??= path.join(tmpdir(), `tate-e2e-${Date.now()}-${process.pid}.db`);
// Mails the CMS would send (password reset links) are captured here as JSON files for the tests to read.
process.env.TATE_E2E_MAIL_DIR ??= path.join(tmpdir(), `tate-e2e-mail-${Date.now()}-${process.pid}`);
process.env.TATE_E2E_FILES ??= path.join(tmpdir(), `tate-e2e-files-${Date.now()}-${process.pid}`);
ensureRunSecrets();
// npm test runs the journeys in two parts at once, one per browser lane (tests/app/lanes.ts).
const part = appPart(process.env.E2E_APP_PART);

export default defineConfig({
  testDir: './app',
  testMatch: part.testMatch ?? '*.spec.ts',
  testIgnore: part.testIgnore,
  outputDir: `../test-results/${part.suite}`,
  globalTeardown: './app/support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  // Budgets for a quiet machine, scaled by how busy npm test found this one (scripts/lib/machine-load.mjs).
  timeout: scaledBudget(30_000),
  expect: { timeout: scaledBudget(10_000) },
  reporter: suiteReporters(part.suite),
  use: {
    baseURL: WEB_URL,
    trace: failureTrace,
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: suiteServers({
    root,
    cmsPort: CMS_PORT,
    webPort: WEB_PORT,
    files: cmsFileFolders(root, process.env.TATE_E2E_FILES),
    cmsEnv: {
      TATE_DEMO_PAYMENTS: 'true',
      DATABASE_FILENAME: process.env.TATE_E2E_DATABASE,
      SERVE_ADMIN_PANEL: 'false',
      WEB_INTERNAL_URL: WEB_URL,
      MAIL_CAPTURE_DIR: process.env.TATE_E2E_MAIL_DIR,
    },
    webEnv: {
      // Tests present themselves as distinct visitors through X-Forwarded-For (tests/app/support/visitor.ts).
      TRUST_PROXY: 'loopback',
      WEB_PUBLIC_URL: WEB_URL,
    },
  }),
});
