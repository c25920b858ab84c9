// The environments our tests, benchmarks and test setups give the CMS besides its secrets.
import fs from 'node:fs';
import path from 'node:path';
import { CMS_SECRET_NAMES, pickSecrets } from './secrets.mjs';

/**
 * A CMS booted inside the caller's own process with createStrapi() (apps/cms/tests/harness.ts,
 * bench/library/run.mjs): test mode, no telemetry, no startup banner, no admin panel.
 */
export const IN_PROCESS_CMS_ENV = {
  NODE_ENV: 'test',
  STRAPI_TELEMETRY_DISABLED: 'true',
  STRAPI_STARTUP_LOG: 'false',
  SERVE_ADMIN_PANEL: 'false',
};

/**
 * An install's own files in `folder` (made if missing): its public uploads and its private media. A CMS on a database
 * of its own must never share `npm start`'s folders (apps/cms/public and apps/cms/private): its uploads would pile up
 * in the developer's, and (before 2026-11-30) its private-media sync deleted the demo's paid files as strays.
 */
export function installFilesEnv(folder) {
  fs.mkdirSync(path.join(folder, 'public', 'uploads'), { recursive: true });
  fs.mkdirSync(path.join(folder, 'private'), { recursive: true });
  return { PUBLIC_DIR: path.join(folder, 'public'), PRIVATE_MEDIA_DIR: path.join(folder, 'private') };
}

/**
 * The built CMS started with `strapi start`, seeded with the demo content, listening on 127.0.0.1:`port` without its
 * admin panel, with the CMS's share of `secrets`, for the web at `webUrl`; its database is the caller's, its files in
 * the caller's folder `files` (shared by the instances of one install).
 */
function seededCmsEnv({ secrets, port, webUrl, files }) {
  return {
    ...pickSecrets(secrets, CMS_SECRET_NAMES),
    ...installFilesEnv(files),
    SEED_DEMO: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE_ADMIN_PANEL: 'false',
    CMS_PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_PUBLIC_URL: webUrl,
  };
}

/**
 * That CMS on the PostgreSQL database `database` of the default local server (bench/reliability/run.mjs,
 * bench/history-save/run.mjs, tests/multi/global-setup.ts).
 */
export function seededPostgresCmsEnv({ secrets, database, port, webUrl, files }) {
  return { ...seededCmsEnv({ secrets, port, webUrl, files }), DATABASE_CLIENT: 'postgres', DATABASE_NAME: database };
}

/** That CMS on the SQLite file `filename` (bench/web/run.mjs, bench/library-signed-in/run.mjs, bench/history-save/run.mjs). */
export function seededSqliteCmsEnv({ secrets, filename, port, webUrl, files }) {
  return { ...seededCmsEnv({ secrets, port, webUrl, files }), DATABASE_FILENAME: filename };
}
