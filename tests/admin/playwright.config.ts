import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { CMS_SECRET_NAMES, WEB_SECRET_NAMES, pickSecrets, randomSecrets } from '../../scripts/lib/secrets.mjs';

// Journeys of editors through the real Strapi admin panel (built: `npm run build -w @tate/cms`)
// and the built web app, against a freshly seeded CMS.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 1339);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3101);
const CMS_URL = `http://127.0.0.1:${CMS_PORT}`;
const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;

// Kept in the environment so Playwright's workers and both servers agree on them.
process.env.TATE_ADMIN_E2E_DATABASE ??= path.join(tmpdir(), `tate-admin-e2e-${Date.now()}-${process.pid}.db`);
// This run's CMS keeps its uploads and private media in folders of its own: another suite's CMS running at the same
// time (npm test runs two lanes) would otherwise share apps/cms/public and remove private files it does not know.
process.env.TATE_ADMIN_E2E_FILES ??= path.join(tmpdir(), `tate-admin-e2e-files-${Date.now()}-${process.pid}`);
const cmsFiles = { public: path.join(process.env.TATE_ADMIN_E2E_FILES, 'public'), private: path.join(process.env.TATE_ADMIN_E2E_FILES, 'private') };
fs.mkdirSync(path.join(cmsFiles.public, 'uploads'), { recursive: true });
fs.copyFileSync(path.join(root, 'apps/cms/public/robots.txt'), path.join(cmsFiles.public, 'robots.txt'));
// Random secrets for this run, set once in the environment so every worker agrees (no known values).
for (const [name, value] of Object.entries(randomSecrets())) process.env[name] ??= value;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/admin',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: CMS_URL,
    trace: 'retain-on-failure',
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: [
    {
      name: 'cms',
      command: 'npx strapi start',
      cwd: path.join(root, 'apps/cms'),
      url: `${CMS_URL}/_health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...pickSecrets(process.env, CMS_SECRET_NAMES),
        SEED_DEMO: 'true',
        DATABASE_FILENAME: process.env.TATE_ADMIN_E2E_DATABASE,
        SERVE_ADMIN_PANEL: 'true',
        PORT: String(CMS_PORT),
        HOST: '127.0.0.1',
        CMS_PUBLIC_URL: CMS_URL,
        WEB_PUBLIC_URL: WEB_URL,
        STRAPI_TELEMETRY_DISABLED: 'true',
        PUBLIC_DIR: cmsFiles.public,
        PRIVATE_MEDIA_DIR: cmsFiles.private,
        // Counted partner plays are written every 300 ms rather than every 15 s, so a test sees its plays counted.
        PARTNER_PLAYS_FLUSH_MS: '300',
      },
    },
    {
      name: 'web',
      command: 'npm run start -w @tate/web',
      cwd: root,
      url: `${WEB_URL}/home`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...pickSecrets(process.env, WEB_SECRET_NAMES), PORT: String(WEB_PORT), HOST: '127.0.0.1', CMS_URL, CMS_PUBLIC_URL: CMS_URL },
    },
  ],
});
