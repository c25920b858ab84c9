// Copies a local install's files into S3-compatible storage and switches its file records to it (issue 42 item 3):
// `npm run files:to-s3 -w @tate/cms` with the install's database and folders and STORAGE=s3 with the S3_* settings it
// will start with (README "Past one machine"). It loads the built CMS (run the build first) without serving it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The CMS's CommonJS builds, as `strapi start` loads them (tests/strapi-cjs.ts says why).
const requireCjs = createRequire(import.meta.url);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const { createStrapi } = requireCjs('@strapi/strapi');
  const { readStorageSettings } = requireCjs('../dist/src/storage/settings/storage-settings');
  const { moveFilesToStore } = requireCjs('../dist/src/storage/migration/move-to-store');
  const settings = readStorageSettings();
  if (settings.kind !== 's3') throw new Error('Set STORAGE=s3 and the S3_* settings of the store to move the files into.');
  const app = createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false, serveAdminPanel: false });
  app.log.level = 'warn';
  await app.load();
  try {
    const steps = await moveFilesToStore(app, settings, (step) => {
      console.log(`[${step.done}/${step.total}] ${step.name}: ${step.outcome}`);
    });
    const copied = steps.filter((step) => step.outcome === 'copied').length;
    console.log(`${copied} copied, ${steps.length - copied} already there: every file record now names the store.`);
    console.log('The local files were left in place; remove them once the CMS serves everything from the store.');
  } finally {
    await app.destroy();
  }
}

main().catch((error) => {
  console.error(`Moving the files stopped: ${error.message}`);
  console.error('Fix the cause and run the command again: it goes on from where it stopped.');
  process.exitCode = 1;
});
