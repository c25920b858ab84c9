import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bootCms, ensureTestSecrets } from './harness';
import { compileStrapi } from './strapi-cjs';
import { createTestDatabase, templateOf, type CmsTemplate, type TemplateDatabase } from './test-database';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The newest modification time of the files under a folder (0 when it does not exist). */
function newestChange(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** dist/ was compiled after the last change to the CMS's code and configuration (as `npm test`'s build leaves it). */
function distIsCurrent(): boolean {
  const compiled = Math.max(...['src', 'config'].map((dir) => newestChange(path.join(appDir, 'dist', dir))));
  const sources = ['src', 'config', 'database', 'tsconfig.json'].map((name) => {
    const full = path.join(appDir, name);
    return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.statSync(full).mtimeMs : newestChange(full);
  });
  return compiled > 0 && compiled >= Math.max(...sources);
}

/** Boots the CMS once on a new copy of `base` (or an empty database) and keeps what it made as a template. */
async function makeTemplate(base: TemplateDatabase | undefined, env: Record<string, string>): Promise<{ template: CmsTemplate; remove(): Promise<void> }> {
  const database = await createTestDatabase(base);
  // Without Redis: this process keeps no connection open (a template needs no rate-limit counters).
  const cms = await bootCms({ env: database.env, drop: async () => undefined }, { ...env, REDIS_URL: '' });
  const files = { public: fs.mkdtempSync(path.join(os.tmpdir(), 'tate-cms-template-public-')), privateMedia: fs.mkdtempSync(path.join(os.tmpdir(), 'tate-cms-template-private-')) };
  fs.cpSync(cms.dirs.public, files.public, { recursive: true });
  fs.cpSync(cms.dirs.privateMedia, files.privateMedia, { recursive: true });
  await cms.stop();
  return {
    template: { database: templateOf(database), files },
    async remove() {
      await database.drop();
      for (const dir of Object.values(files)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Strapi boots from compiled code in dist/ only: compile once before any test file boots it, unless the
 * build just did. Then boot the CMS twice, on an empty database and with the demo seed, and keep both as
 * templates that every test file copies (booting on a copy skips building the tables and seeding again).
 * Type errors are the typecheck task's job; here they must not stop the behaviour tests.
 */
export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  if (!distIsCurrent()) await compileStrapi({ appDir, ignoreDiagnostics: true });
  // Set before the test workers start, so they and the templates agree on every secret.
  ensureTestSecrets();
  const empty = await makeTemplate(undefined, {});
  const seeded = await makeTemplate(empty.template.database, { SEED_DEMO: 'true' });
  project.provide('cmsTemplates', { empty: empty.template, seeded: seeded.template });
  return async () => {
    await seeded.remove();
    await empty.remove();
  };
}
