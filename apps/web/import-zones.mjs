// The web app's import layers as `import-x/no-restricted-paths` zones (eslint.config.js at the repository's root).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const app = path.join(path.dirname(fileURLToPath(import.meta.url)), 'app');

/**
 * The folders and files of app/ from the lowest layer up: each may import the ones before it, never the ones after
 * it, so no two of them can form a circle. Below the CMS data layer sit the styles, small helpers, the session and the
 * HTTP pieces; then `cms` (one typed call per CMS endpoint); then what the features share; then the features.
 */
export const WEB_LAYERS = [
  ...['chunks', 'styles', 'media', 'locale', 'security', 'navigation', 'session', 'toast', 'visitor', 'session.server.ts', 'http'],
  'cms',
  ...['forms', 'seo', 'layout', 'marketing', 'privacy'],
  ...['account', 'parent-gate', 'library', 'bedtime', 'child-mode', 'home', 'newsletter', 'subscription', 'shop', 'partners', 'preview'],
];

/** Where the app is put together (the routes, the document, the shared pages' key): they may import every layer. */
const COMPOSITION = ['routes', 'routes.ts', 'root.tsx', 'entry.server.tsx', 'shared-pages'];

export function webImportZones() {
  const unplaced = fs
    .readdirSync(app)
    .filter((name) => !name.includes('.test.') && !WEB_LAYERS.includes(name) && !COMPOSITION.includes(name));
  if (unplaced.length > 0) {
    throw new Error(`apps/web/import-zones.mjs: place ${unplaced.join(', ')} in WEB_LAYERS or COMPOSITION.`);
  }
  return WEB_LAYERS.map((layer, index) => ({
    target: path.join(app, layer),
    from: [...WEB_LAYERS.slice(index + 1), ...COMPOSITION].map((higher) => path.join(app, higher)),
    message: `app/${layer} may import only the layers before it in WEB_LAYERS (apps/web/import-zones.mjs), never a later one, a route or the root.`,
  }));
}
