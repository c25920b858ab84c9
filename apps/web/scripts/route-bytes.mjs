// Sums each route's JavaScript from the client build's Vite manifest: the entry, the root route and the route
// module with every chunk they import statically (dynamic imports load later and are not counted), gzipped.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROUTE_SUFFIX = '?__remix-build-client-route';

/** The manifest files a module pulls in before it runs: itself and its static imports, transitively. */
export function staticChunks(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticChunks(manifest, imported, seen);
  return seen;
}

/** CSS files a module and its static imports link. */
export function staticCss(manifest, key) {
  const css = new Set();
  const visited = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk || visited.has(name)) return;
    visited.add(name);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return css;
}

/**
 * Per route module (`app/routes/x.tsx`): the JS files a first visit loads and their gzipped total.
 * `sizeOf(file)` gives a file's gzipped bytes.
 */
export function routeBytes(manifest, sizeOf) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('entry.client.tsx'));
  const rootKey = `app/root.tsx${ROUTE_SUFFIX}`;
  const result = {};
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith('app/routes/') || !key.endsWith(ROUTE_SUFFIX)) continue;
    const files = new Set();
    for (const start of [entryKey, rootKey, key]) staticChunks(manifest, start, files);
    const css = new Set([...staticCss(manifest, rootKey), ...staticCss(manifest, key)]);
    const route = key.slice(0, -ROUTE_SUFFIX.length);
    result[route] = {
      files: [...files],
      js: [...files].reduce((sum, file) => sum + sizeOf(file), 0),
      css: [...css].reduce((sum, file) => sum + sizeOf(file), 0),
    };
  }
  return result;
}

/** Reads the built client (`build/client`) and its manifest (Remix moves it to `build/.vite/client-manifest.json`). */
export function measureBuild(buildDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, '.vite', 'client-manifest.json'), 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(fs.readFileSync(path.join(buildDir, 'client', file))).length);
    return sizes.get(file);
  };
  return routeBytes(manifest, sizeOf);
}
