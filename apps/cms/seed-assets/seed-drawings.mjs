// The seed's TypeScript drawings (src/seed), compiled with esbuild (installed with the workspace's Vite) and
// imported, for the scripts that render them to committed files (covers.mjs, videos.mjs).
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const seedDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'seed');

/** Imports the module whose source is `contents`, resolved from src/seed (e.g. re-exports of its drawings). */
export async function importSeedModule(contents) {
  const bundle = await build({
    stdin: { contents, resolveDir: seedDir, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
  });
  const compiled = path.join(os.tmpdir(), `tate-seed-drawings-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(compiled, bundle.outputFiles[0].text);
  try {
    return await import(pathToFileURL(compiled).href);
  } finally {
    rmSync(compiled);
  }
}
