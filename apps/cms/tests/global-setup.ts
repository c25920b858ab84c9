import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bootCms, ensureTestSecrets } from './harness';
import { compileStrapi } from './strapi-cjs';
import { createTestDatabase, templateOf } from './test-database';

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

/**
 * Strapi boots from compiled code in dist/ only: compile once before any test file boots it, unless the
 * build just did. Then boot the CMS once on a new database, which every test file copies (tests/test-database.ts).
 * Type errors are the typecheck task's job; here they must not stop the behaviour tests.
 */
export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  if (!distIsCurrent()) await compileStrapi({ appDir, ignoreDiagnostics: true });
  // Set before the test workers start, so they and the template agree on every secret.
  ensureTestSecrets();
  const template = await createTestDatabase();
  const cms = await bootCms({ env: template.env, drop: async () => undefined });
  await cms.stop();
  project.provide('templateDatabase', templateOf(template));
  return () => template.drop();
}
