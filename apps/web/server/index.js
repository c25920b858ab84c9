// @ts-check
// The web app's production server (`npm start -w @tate/web`): PORT (3000), HOST (0.0.0.0), CMS_PUBLIC_URL,
// MEDIA_ORIGINS (the CMS's file store when it is S3: docs/decisions/2026-11-27-files-on-s3.md), WEB_PUBLIC_URL, TRUST_PROXY, CANONICAL_HOST_REDIRECT, INSTAGRAM_ACCESS_TOKEN and INSTAGRAM_API_URL (the About page's photo feed), TATE_DEMO_PHOTO_FEED (its local demo). The build refuses to load without SESSION_SECRET and
// CLIENT_ADDRESS_SECRET.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApp, readTrustProxy } from './app.js';
import { readFileOrigins } from './headers.js';
import { readCanonicalHostSwitch } from './canonical-host.js';

process.env.NODE_ENV ??= 'production';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {import('@remix-run/node').ServerBuild} */
let build;
try {
  build = await import(pathToFileURL(path.join(webDir, 'build/server/index.js')).href);
} catch (error) {
  console.error(`The web app cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const app = createApp({
  build,
  clientDir: path.join(webDir, 'build/client'),
  cmsPublicUrl: process.env.CMS_PUBLIC_URL || 'http://localhost:1337',
  fileOrigins: readFileOrigins(process.env.MEDIA_ORIGINS),
  trustProxy: readTrustProxy(process.env.TRUST_PROXY),
  publicUrl: process.env.WEB_PUBLIC_URL || undefined,
  canonicalRedirect: readCanonicalHostSwitch(process.env.CANONICAL_HOST_REDIRECT),
  // The demo photo feed, a stand-in for Instagram serving the demo's covers (npm start, the journeys; never in production).
  demoFeed:
    process.env.TATE_DEMO_PHOTO_FEED === 'true'
      ? {
          picturesDir: path.join(webDir, '../cms/seed-assets/covers'),
          token: process.env.INSTAGRAM_ACCESS_TOKEN || 'demo-photo-feed',
          publicUrl: process.env.WEB_PUBLIC_URL || undefined,
        }
      : null,
});

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || '0.0.0.0';
const server = app.listen(port, host, () => console.log(`Tate Web listening on http://${host}:${port}`));
// Idle keep-alive connections stay open longer than clients keep a socket to reuse (load balancers 60 s): with Node's
// 5 s default a client reusing one just as the server closed it got ECONNRESET (as the CMS did, apps/cms/src/http/keep-alive.ts).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
