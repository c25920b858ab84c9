import fs from 'node:fs';
import path from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';
import { CMS_SECRET_NAMES, WEB_SECRET_NAMES, pickSecrets, randomSecrets } from '../../scripts/lib/secrets.mjs';
import { copyDemoTemplate } from '../../scripts/lib/demo-template.mjs';
import { scaledBudget } from '../../scripts/lib/machine-load.mjs';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** Where a suite's CMS keeps its uploads (public) and its private media. */
export type CmsFiles = { public: string; private: string };

/** The address of a server of the suite, on the loopback interface. */
export function loopbackUrl(port: number): string {
  return `http://127.0.0.1:${port}`;
}

/** Random secrets for this run, set once in the environment so every worker agrees (no known values). */
export function ensureRunSecrets(): void {
  for (const [name, value] of Object.entries(randomSecrets())) process.env[name] ??= value;
}

/**
 * This run's own folders (under `folder`) for the CMS's uploads and private media: another suite's CMS running at
 * the same time (npm test runs two lanes) would otherwise share apps/cms/public and remove private files it does not know.
 */
export function cmsFileFolders(root: string, folder: string): CmsFiles {
  const files = { public: path.join(folder, 'public'), private: path.join(folder, 'private') };
  fs.mkdirSync(path.join(files.public, 'uploads'), { recursive: true });
  fs.copyFileSync(path.join(root, 'apps/cms/public/robots.txt'), path.join(files.public, 'robots.txt'));
  return files;
}

export type SuiteServers = {
  /** The monorepo's root folder. */
  root: string;
  cmsPort: number;
  webPort: number;
  files: CmsFiles;
  /** What the suite's CMS and web app need besides what every suite gives them. */
  cmsEnv: Record<string, string>;
  webEnv: Record<string, string>;
};

/**
 * The built CMS (seeded from an empty database, or under npm test started on a copy of the run's seeded template) and the built web app, started by Playwright on the suite's ports
 * with this run's secrets; each is ready when it answers its health or home address.
 */
export function suiteServers({ root, cmsPort, webPort, files, cmsEnv, webEnv }: SuiteServers): WebServer[] {
  // Under npm test a CMS that starts on the demo seed starts on a copy of the run's seeded template instead.
  if ((cmsEnv.SEED_DEMO ?? 'true') === 'true' && cmsEnv.DATABASE_FILENAME) copyDemoTemplate({ database: cmsEnv.DATABASE_FILENAME, files });
  const cmsUrl = loopbackUrl(cmsPort);
  const webUrl = loopbackUrl(webPort);
  const quiet = { reuseExistingServer: false, stdout: 'ignore', stderr: 'pipe' } as const;
  // Each server's own log (Strapi logs every action and request to stdout) is kept in a file to read after a failure;
  // errors still reach the suite's output through stderr.
  const logs = path.join(root, 'test-results', 'server-logs');
  fs.mkdirSync(logs, { recursive: true });
  const logTo = (name: string) => `> '${path.join(logs, name)}'`;
  return [
    {
      name: 'cms',
      command: `npx strapi start ${logTo(`cms-${cmsPort}.log`)}`,
      cwd: path.join(root, 'apps/cms'),
      url: `${cmsUrl}/_health`,
      timeout: scaledBudget(180_000),
      ...quiet,
      env: {
        ...pickSecrets(process.env, CMS_SECRET_NAMES),
        SEED_DEMO: 'true',
        PORT: String(cmsPort),
        HOST: '127.0.0.1',
        CMS_PUBLIC_URL: cmsUrl,
        WEB_PUBLIC_URL: webUrl,
        STRAPI_TELEMETRY_DISABLED: 'true',
        PUBLIC_DIR: files.public,
        PRIVATE_MEDIA_DIR: files.private,
        // Counted partner plays are written every 300 ms rather than every 15 s, so a test sees its plays counted.
        PARTNER_PLAYS_FLUSH_MS: '300',
        ...cmsEnv,
      },
    },
    {
      name: 'web',
      command: `npm run start -w @tate/web ${logTo(`web-${webPort}.log`)}`,
      cwd: root,
      url: `${webUrl}/home`,
      timeout: scaledBudget(60_000),
      ...quiet,
      env: {
        ...pickSecrets(process.env, WEB_SECRET_NAMES),
        PORT: String(webPort),
        HOST: '127.0.0.1',
        CMS_URL: cmsUrl,
        CMS_PUBLIC_URL: cmsUrl,
        // The About page's photo feed from the web's own demo feed (server/demo-photo-feed.js), as npm start has it.
        TATE_DEMO_PHOTO_FEED: 'true',
        INSTAGRAM_ACCESS_TOKEN: 'demo-photo-feed',
        INSTAGRAM_API_URL: `${webUrl}/demo-photo-feed`,
        ...webEnv,
      },
    },
  ];
}
