// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from './app.js';

/**
 * For tests: the web's Express app (createApp) around a production build of only these routes and this entry module
 * (entry.server's exports that server/app.js reads: runAsVisitor, sharedPageKey, renderedPages, and Remix's own).
 * @param {import('@remix-run/node').ServerBuild['routes']} routes
 * @param {import('@remix-run/node').ServerBuild['entry']['module']} entryModule
 */
export function appWithBuild(routes, entryModule) {
  /** @type {import('@remix-run/node').ServerBuild} */
  const build = {
    mode: 'production',
    entry: { module: entryModule },
    routes,
    assets: { entry: { imports: [], module: '' }, routes: {}, url: '', version: '' },
    publicPath: '/build/',
    assetsBuildDirectory: 'build/client',
    future: { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_lazyRouteDiscovery: true, v3_singleFetch: true },
    isSpaMode: false,
  };
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tate-client-'));
  return createApp({ build, clientDir, cmsPublicUrl: 'http://localhost:1337', trustProxy: false, log: () => undefined });
}
