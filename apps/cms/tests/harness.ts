import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { createStrapi, forgetCmsConfiguration } from './strapi-cjs';
import { createTestDatabase, type CmsFiles, type CmsTemplate, type TestDatabase } from './test-database';
import type { Core } from '@strapi/strapi';
import { CMS_SECRET_NAMES } from '../src/security/secrets';
import { IN_PROCESS_CMS_ENV } from '../../../scripts/lib/cms-env.mjs';

/** What the tests use of a CMS that is up. */
export type RunningCms = {
  strapi: Core.Strapi;
  /** Base URL of the running server, e.g. http://127.0.0.1:40123 (API under /api). */
  url: string;
  /** Where this instance keeps public uploads, paid media and multipart temporary files. */
  dirs: { public: string; privateMedia: string; uploadTemp: string };
};

export type TestCms = RunningCms & { stop(): Promise<void> };

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(appDir, 'dist');

/** Random secrets for this test process, set once so every CMS it boots (and the tests) agree. */
export function ensureTestSecrets(): void {
  for (const name of CMS_SECRET_NAMES) {
    const value = () => crypto.randomBytes(32).toString('base64url');
    process.env[name] ??= name === 'APP_KEYS' ? `${value()},${value()}` : value();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Made by tests/global-setup.ts for this run: an empty CMS, and one with the demo seed. */
    cmsTemplates: { empty: CmsTemplate; seeded: CmsTemplate };
  }
}

/**
 * Boots the real Strapi app in this process against a fresh copy of one of the run's templates (the
 * seeded one when SEED_DEMO is 'true', unless `from: 'empty'` asks to seed from nothing) and listens on a
 * free loopback port. A test file asks for one with `cmsForTests` (cms-for-tests.ts), which starts it and stops it, or
 * keeps it for the next files of its worker that share it.
 */
export async function startCms(extraEnv: Record<string, string> = {}, options: { from?: 'empty' } = {}): Promise<TestCms> {
  const templates = inject('cmsTemplates');
  const template = extraEnv.SEED_DEMO === 'true' && options.from !== 'empty' ? templates.seeded : templates.empty;
  return bootCms(await createTestDatabase(template.database), extraEnv, template.files);
}

/** Boots the real Strapi app in this process on the given database (dropped by `stop()`), with copies of the given files. */
export async function bootCms(database: TestDatabase, extraEnv: Record<string, string> = {}, files: CmsFiles | null = null): Promise<TestCms> {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-cms-public-'));
  fs.mkdirSync(path.join(publicDir, 'uploads'));
  const privateMediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-cms-private-'));
  if (files) {
    fs.cpSync(files.public, publicDir, { recursive: true });
    fs.cpSync(files.privateMedia, privateMediaDir, { recursive: true });
  }
  const uploadTempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-cms-multipart-'));
  ensureTestSecrets();
  const previousEnv = { ...process.env };
  Object.assign(process.env, {
    ...IN_PROCESS_CMS_ENV,
    PUBLIC_DIR: publicDir,
    PRIVATE_MEDIA_DIR: privateMediaDir,
    UPLOAD_TEMP_DIR: uploadTempDir,
    // Without Stripe keys the demo checkout stands in; a test that needs it off passes 'false'.
    TATE_DEMO_PAYMENTS: 'true',
    // Rate-limit counters of this CMS alone: with Redis they would otherwise carry over between test files and runs.
    RATE_LIMIT_PREFIX: `tate-test:${crypto.randomUUID()}`,
    ...database.env,
    ...extraEnv,
  });

  // createStrapi() adds SIGINT/SIGTERM handlers that exit the process, and destroy() calls
  // process.removeAllListeners(): remember the test worker's own listeners to put back exactly those.
  const workerListeners = process.eventNames().map((event) => [event, process.rawListeners(event)] as const);
  /** Puts the worker back as this boot found it: its own listeners and environment, no database, no folders. */
  const restoreWorker = async () => {
    process.removeAllListeners();
    for (const [event, listeners] of workerListeners) {
      for (const listener of listeners) process.on(event, listener as (...args: unknown[]) => void);
    }
    // Removing the 'message' listeners unref'd the IPC channel to Vitest; without it the worker would exit.
    process.channel?.ref();
    await database.drop();
    for (const dir of [publicDir, privateMediaDir, uploadTempDir]) fs.rmSync(dir, { recursive: true, force: true });
    process.env = previousEnv;
  };
  forgetCmsConfiguration(distDir);
  const instance = createStrapi({ appDir, distDir, autoReload: false, serveAdminPanel: false });
  instance.log.level = 'warn';
  try {
    await instance.load();
    await new Promise<void>((resolve) => instance.server.listen(0, '127.0.0.1', () => resolve()));
  } catch (error) {
    // A boot that fails half way has loaded the app and opened database connections, and left this CMS's
    // environment in place: undone here, the worker's next CMS boots as if it had not happened (before, every
    // later file of the worker failed on it).
    await instance.destroy();
    await restoreWorker();
    throw error;
  }
  const { port } = instance.server.httpServer.address() as AddressInfo;

  return {
    strapi: instance,
    url: `http://127.0.0.1:${port}`,
    dirs: { public: publicDir, privateMedia: privateMediaDir, uploadTemp: uploadTempDir },
    async stop() {
      await instance.destroy();
      await restoreWorker();
    },
  };
}
