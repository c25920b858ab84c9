// `npm start`: installs what is missing, builds, seeds the demo content into the embedded SQLite
// database and runs the CMS (http://localhost:1337) and the web app (http://localhost:3000) together.
import fs from 'node:fs';
import path from 'node:path';
import { ensureDependencies } from './lib/install.mjs';
import { CMS_SECRET_NAMES, WEB_SECRET_NAMES, machineSecrets, pickSecrets } from './lib/secrets.mjs';
import { log, root, run, startService, stopService, waitForUrl } from './lib/run.mjs';
import { ensureFfmpeg } from './lib/services.mjs';
import { runOnNode24 } from './lib/runtime.mjs';

// On a machine with another Node, this fetches Node 24 LTS from the npm registry and runs this script on it.
await runOnNode24();

const cmsPort = Number(process.env.CMS_PORT ?? 1337);
const webPort = Number(process.env.WEB_PORT ?? 3000);
const cmsUrl = `http://localhost:${cmsPort}`;
const webUrl = `http://localhost:${webPort}`;

// Random per-machine secrets, made once into .tmp/secrets.json and kept (neither app starts without them).
const secrets = machineSecrets(path.join(root, '.tmp', 'secrets.json'));

ensureDependencies();
// The CMS's media pipeline runs Debian's ffmpeg (docs/decisions/2026-11-28-debian-ffmpeg.md).
await ensureFfmpeg();

// The upload folder the CMS's build and the demo's uploads need, made again after a start over (README) removed it.
fs.mkdirSync(path.join(root, 'apps', 'cms', 'public', 'uploads'), { recursive: true });

log('Building (cached after the first run)');
// Strapi's build loads the CMS configuration, which refuses to load without the secrets (turbo.json passes them
// through to that task without making them part of its cache key).
if (!run('npx', ['turbo', 'run', 'build', '--concurrency=2'], { env: pickSecrets(secrets, CMS_SECRET_NAMES) })) process.exit(1);

const services = [];
const stopAll = () => {
  for (const child of services) stopService(child);
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(0);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(0);
});

log('Starting the CMS and seeding the demo content');
const cms = startService('cms', 'npx', ['strapi', 'start'], {
  cwd: `${root}/apps/cms`,
  env: {
    SEED_DEMO: 'true',
    // Without Stripe keys the labelled demo checkout stands in for payment (never in production).
    TATE_DEMO_PAYMENTS: 'true',
    // Every upload, the demo catalogue too, is normalised and encoded in the background (apps/cms/src/media-pipeline).
    MEDIA_PIPELINE: process.env.MEDIA_PIPELINE ?? 'on',
    PORT: String(cmsPort),
    CMS_PUBLIC_URL: process.env.CMS_PUBLIC_URL ?? cmsUrl,
    WEB_PUBLIC_URL: process.env.WEB_PUBLIC_URL ?? webUrl,
    // Where the CMS's publish webhooks reach the web's public-content cache.
    WEB_INTERNAL_URL: process.env.WEB_INTERNAL_URL ?? `http://127.0.0.1:${webPort}`,
    ...pickSecrets(secrets, CMS_SECRET_NAMES),
  },
});
services.push(cms);
await waitForUrl(`http://127.0.0.1:${cmsPort}/_health`, { child: cms });

log('Starting the web app');
const web = startService('web', 'npm', ['run', 'start', '-w', '@tate/web'], {
  env: {
    PORT: String(webPort),
    // The one address of the site: a visitor on another name of it (127.0.0.1) is sent here, where the cookies are.
    WEB_PUBLIC_URL: process.env.WEB_PUBLIC_URL ?? webUrl,
    CMS_URL: process.env.CMS_URL ?? `http://127.0.0.1:${cmsPort}`,
    CMS_PUBLIC_URL: process.env.CMS_PUBLIC_URL ?? cmsUrl,
    // Without an Instagram token the About page's photo feed is the labelled demo feed the web serves itself, as the
    // demo checkout stands in for Stripe (docs/decisions/2026-11-29-about-photo-feed.md).
    ...(process.env.INSTAGRAM_ACCESS_TOKEN
      ? {}
      : { TATE_DEMO_PHOTO_FEED: 'true', INSTAGRAM_ACCESS_TOKEN: 'demo-photo-feed', INSTAGRAM_API_URL: `http://127.0.0.1:${webPort}/demo-photo-feed` }),
    ...pickSecrets(secrets, WEB_SECRET_NAMES),
  },
});
services.push(web);
await waitForUrl(`http://127.0.0.1:${webPort}/`, { child: web });

console.log(`
  Tate Web is running.

  Web app:    ${webUrl}
  CMS admin:  ${cmsUrl}/admin   (demo editor: editor@tate.local / TateEditor1!;
              coupons, plans and partners: commerce@tate.local / TateCommerce1!)
  CMS API:    ${cmsUrl}/api
  Demo parent on the web app: parent@tate.local / TateParent1
  Demo plush-toy coupon (sign up or renew without paying): TATE-PLUSH-DEMO

  Press Ctrl-C to stop both.
`);

for (const child of services) {
  child.on('exit', (code) => {
    log(`a service stopped (exit code ${code}); stopping the rest`);
    stopAll();
    process.exit(code ?? 1);
  });
}
