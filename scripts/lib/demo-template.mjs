// The demo content seeded once per `npm test` run, for every journey suite whose CMS starts on the demo seed: seeding
// takes about 15 s of CPU at each CMS start (images in every format), starting on a seeded copy about 2 s
// (docs/decisions/2026-11-28-ci-less-cpu-work.md).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, root, quietEnv, waitForUrl } from './run.mjs';
import { CMS_SECRET_NAMES, pickSecrets, randomSecrets } from './secrets.mjs';

/** Where npm test tells the suites the template is (a folder with cms.db, public/ and private/). */
export const DEMO_TEMPLATE_VARIABLE = 'TATE_DEMO_TEMPLATE';

/**
 * Starts the built CMS once on an empty SQLite file in `folder` with the demo seed, waits until it answers, and stops
 * it. Left out of the template: the demo partner, whose origin is each suite's web address (each suite's CMS adds its
 * own when it starts, with its own key).
 */
export async function makeDemoTemplate(folder) {
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(path.join(folder, 'public', 'uploads'), { recursive: true });
  const port = await freePort();
  const { PARTNER_DEMO_KEY: _leftOut, ...secrets } = pickSecrets(randomSecrets(), CMS_SECRET_NAMES);
  const child = spawn('npx', ['strapi', 'start'], {
    cwd: path.join(root, 'apps/cms'),
    detached: true,
    stdio: ['ignore', fs.openSync(path.join(folder, 'seed.log'), 'w'), 'inherit'],
    env: {
      ...process.env,
      ...quietEnv,
      ...secrets,
      SEED_DEMO: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILENAME: path.join(folder, 'cms.db'),
      PUBLIC_DIR: path.join(folder, 'public'),
      PRIVATE_MEDIA_DIR: path.join(folder, 'private'),
      SERVE_ADMIN_PANEL: 'false',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForUrl(`http://127.0.0.1:${port}/_health`, { child });
  } finally {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

/**
 * Copies the template (when `npm test` made one) to a suite's database file and file folders, unless the database is
 * there already (Playwright reads a suite's config again in each worker, after its CMS has started). Returns whether
 * it copied.
 */
export function copyDemoTemplate({ database, files }, env = process.env) {
  const template = env[DEMO_TEMPLATE_VARIABLE];
  if (!template || fs.existsSync(database)) return false;
  fs.copyFileSync(path.join(template, 'cms.db'), database);
  fs.cpSync(path.join(template, 'public', 'uploads'), path.join(files.public, 'uploads'), { recursive: true });
  if (fs.existsSync(path.join(template, 'private'))) fs.cpSync(path.join(template, 'private'), files.private, { recursive: true });
  return true;
}
