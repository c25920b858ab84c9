import fs from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';
import { CMS_SECRET_NAMES, WEB_SECRET_NAMES, pickSecrets, randomSecrets } from '../scripts/lib/secrets.mjs';

// End-to-end journeys of the web app against a real, freshly seeded CMS.
// Assumes `apps/cms/dist` and `apps/web/build` exist (the root `npm test` builds every workspace first).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Ports can be moved (E2E_CMS_PORT, E2E_WEB_PORT) so two runs on one machine do not collide.
const CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 1338);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const CMS_URL = `http://127.0.0.1:${CMS_PORT}`;
const WEB_URL = `http://127.0.0.1:${WEB_PORT}`;

// A new SQLite file per run; kept in the environment so Playwright's workers see the same name.
process.env.TATE_E2E_DATABASE ??= path.join(tmpdir(), `tate-e2e-${Date.now()}-${process.pid}.db`);
// Mails the CMS would send (password reset links) are captured here as JSON files for the tests to read.
process.env.TATE_E2E_MAIL_DIR ??= path.join(tmpdir(), `tate-e2e-mail-${Date.now()}-${process.pid}`);
// This run's CMS keeps its uploads and private media in folders of its own: another suite's CMS running at the same
// time (npm test runs two lanes) would otherwise share apps/cms/public and remove private files it does not know.
process.env.TATE_E2E_FILES ??= path.join(tmpdir(), `tate-e2e-files-${Date.now()}-${process.pid}`);
const cmsFiles = { public: path.join(process.env.TATE_E2E_FILES, 'public'), private: path.join(process.env.TATE_E2E_FILES, 'private') };
fs.mkdirSync(path.join(cmsFiles.public, 'uploads'), { recursive: true });
fs.copyFileSync(path.join(root, 'apps/cms/public/robots.txt'), path.join(cmsFiles.public, 'robots.txt'));
// Random secrets for this run, set once in the environment so every worker agrees (no known values).
for (const [name, value] of Object.entries(randomSecrets())) process.env[name] ??= value;
const secrets = pickSecrets(process.env, [...new Set([...CMS_SECRET_NAMES, ...WEB_SECRET_NAMES])]);

export default defineConfig({
  testDir: './app',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/app',
  globalTeardown: './app/support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: WEB_URL,
    trace: 'retain-on-failure',
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
        SEED_DEMO: 'true',
        TATE_DEMO_PAYMENTS: 'true',
        DATABASE_FILENAME: process.env.TATE_E2E_DATABASE,
        SERVE_ADMIN_PANEL: 'false',
        PORT: String(CMS_PORT),
        HOST: '127.0.0.1',
        CMS_PUBLIC_URL: CMS_URL,
        WEB_PUBLIC_URL: WEB_URL,
        WEB_INTERNAL_URL: WEB_URL,
        MAIL_CAPTURE_DIR: process.env.TATE_E2E_MAIL_DIR,
        STRAPI_TELEMETRY_DISABLED: 'true',
        PUBLIC_DIR: cmsFiles.public,
        PRIVATE_MEDIA_DIR: cmsFiles.private,
        // Counted partner plays are written every 300 ms rather than every 15 s, so a test sees its play counted.
        PARTNER_PLAYS_FLUSH_MS: '300',
        ...pickSecrets(secrets, CMS_SECRET_NAMES),
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
      env: {
        PORT: String(WEB_PORT),
        HOST: '127.0.0.1',
        // Tests present themselves as distinct visitors through X-Forwarded-For (tests/app/support/visitor.ts).
        TRUST_PROXY: 'loopback',
        WEB_PUBLIC_URL: WEB_URL,
        CMS_URL,
        CMS_PUBLIC_URL: CMS_URL,
        ...pickSecrets(secrets, WEB_SECRET_NAMES),
      },
    },
  ],
});
