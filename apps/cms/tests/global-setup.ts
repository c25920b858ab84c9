import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileStrapi } from './strapi-cjs';

/**
 * Strapi boots from compiled code in dist/ only: compile once before any test file boots it.
 * Type errors are the typecheck task's job; here they must not stop the behaviour tests.
 */
export default async function globalSetup(): Promise<void> {
  const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  await compileStrapi({ appDir, ignoreDiagnostics: true });
}
