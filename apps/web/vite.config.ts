import { vitePlugin as remix } from '@remix-run/dev';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GetModuleInfo } from 'rollup';
import { constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * What the root route imports, directly or through other modules (never through `import()`): every page loads it, so
 * it is one chunk, `shared`, instead of a dozen small ones each gzipped on its own
 * (docs/decisions/2026-11-29-root-after-hydration.md). The kit's and the contracts' index modules only pass on their
 * modules' exports: through them the walk follows only the names imported, or it would take in the whole kit.
 */
const ROOT_MODULE = fileURLToPath(new URL('./app/root.tsx', import.meta.url));
const PASS_ON_INDEXES = ['@tate/ui', '@tate/contracts'];
type Program = { body: Statement[] };
type Statement = { type: string; source?: { value: unknown } | null; specifiers?: Specifier[] };
type Specifier = { type: string; local: { name: string }; imported?: { name?: string; value?: unknown }; exported?: { name?: string } };

/** The names a module imports from `specifier`; null for all of them (a namespace import). */
function namesImported(ast: Program, specifier: string): Set<string> | null {
  const names = new Set<string>();
  for (const statement of ast.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source?.value !== specifier) continue;
    for (const item of statement.specifiers ?? []) {
      if (item.type !== 'ImportSpecifier') return null;
      names.add(String(item.imported?.name ?? item.imported?.value));
    }
  }
  return names;
}

/** An index module's exports: the name it exports, the module (a path relative to it) it imports it from. */
function passedOn(ast: Program): Map<string, string> {
  const sourceOfLocal = new Map<string, string>();
  for (const statement of ast.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const item of statement.specifiers ?? []) sourceOfLocal.set(item.local.name, String(statement.source?.value));
  }
  const exported = new Map<string, string>();
  for (const statement of ast.body) {
    if (statement.type !== 'ExportNamedDeclaration' || statement.source) continue;
    for (const item of statement.specifiers ?? []) {
      const source = sourceOfLocal.get(item.local.name);
      if (source) exported.set(String(item.exported?.name), source);
    }
  }
  return exported;
}

const rootGraphs = new WeakMap<GetModuleInfo, Set<string>>(); // one a build (client, server)
function rootGraph(getModuleInfo: GetModuleInfo): Set<string> {
  const known = rootGraphs.get(getModuleInfo);
  if (known) return known;
  const found = new Set<string>();
  const queue = [ROOT_MODULE];
  while (queue.length > 0) {
    const id = queue.pop();
    if (id === undefined || found.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info) continue;
    found.add(id);
    const ast = info.ast as Program | null;
    const indexes = new Map<string, Set<string> | null>();
    if (ast) for (const specifier of PASS_ON_INDEXES) indexes.set(specifier, namesImported(ast, specifier));
    for (const importedId of info.importedIds) {
      const indexOf = PASS_ON_INDEXES.find((specifier) => isIndexOf(importedId, specifier));
      const names = indexOf ? indexes.get(indexOf) : null;
      if (!indexOf || names === null || names === undefined) {
        queue.push(importedId);
        continue;
      }
      const indexAst = getModuleInfo(importedId)?.ast as Program | null | undefined;
      if (!indexAst) {
        queue.push(importedId);
        continue;
      }
      const exports = passedOn(indexAst);
      for (const name of names) {
        const source = exports.get(name);
        if (source) queue.push(path.resolve(path.dirname(importedId), source));
      }
    }
  }
  // A module goes into the chunk with everything it imports (Rollup's rule for manual chunks): one importing an index
  // module (the root itself) would bring the whole kit. Only modules whose imports all stay inside go.
  const shared = new Set([...found].filter((id) => !PASS_ON_INDEXES.some((specifier) => isIndexOf(id, specifier))));
  let left: number;
  do {
    left = shared.size;
    for (const id of shared) {
      const info = getModuleInfo(id);
      if (info?.importedIds.some((dependency) => !shared.has(dependency) && !getModuleInfo(dependency)?.isExternal)) shared.delete(id);
    }
  } while (shared.size !== left);
  rootGraphs.set(getModuleInfo, shared);
  return shared;
}

/** True for the built index module of a workspace package (`@tate/ui` -> packages/ui/dist/index.js). */
function isIndexOf(id: string, specifier: string): boolean {
  return id.endsWith(`/packages/${specifier.slice('@tate/'.length)}/dist/index.js`);
}

/**
 * The browser's scripts and stylesheets compressed once, at build: brotli at its best quality beside gzip's, which the
 * web's server sends as they are (server/built-assets.js). The server build is not compressed: nothing serves it.
 * `command === 'build'` as well: Remix's `vite:build` first starts a dev server to read this config, and the plugin
 * throws there.
 */
const assetsCompressedAtBuild: Plugin = {
  ...compression({
    include: /\.(js|css|svg)$/,
    algorithms: [defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  }),
  apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true,
};

export default defineConfig({
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    assetsCompressedAtBuild,
  ],
  server: { port: 3000 },
  // Chunks under 500 bytes (before minifying) are merged into their neighbours: a first visit asks for 13 files
  // (library), not 21 (each request costs a round trip on a phone's connection). Larger sizes merge the lazy pieces'
  // small shared chunks into the chunks every page loads (2 KB put the player SDK's errors into the home page's vendor
  // chunk, issue 39), and 1 KB merged small pages (the free audio page, Tate's voice) into the chunks of the library's
  // first load; the sizes tried are in docs/decisions/2026-11-25-first-paint-requests.md and
  // docs/decisions/2026-11-30-library-first-load-under-100.md.
  // Every route's meta imports the page title (app/seo/page-title.ts): merged into a neighbour, that neighbour's code
  // would come with every page, so it is a chunk of its own. So is video.js's stylesheet address (the pages with a
  // video link it): merged into the SDK's lazy video player once the iframe player (/embed) shared both, it brought that
  // player's 1.4 KB into the teen page's first load. The resending of offline saves (history-sync.ts and its queue) is
  // loaded on demand by the player hook: as a chunk of its own, not a merge target that the shop button's code would
  // join (docs/decisions/2026-11-29-library-history-sync-on-demand.md). A merge puts a small module with whichever
  // neighbour Rollup picks, and every page that needs the small one then loads the neighbour's code too; three small
  // modules many pages share are placed by hand (docs/decisions/2026-11-30-chunks-placed-by-hand.md): `PageSection`
  // (most pages and the footer; merged with the kit's Avatar it added 0.5 KB to the home and the teen page) in
  // `shared`, the meditation cards' link helpers (merged, they brought the plan texts to the teen page) and the player
  // SDK's core (its events, errors and resume rule; merged with the plan texts, it came to the sign-up page) each in
  // a chunk of their own. Each is a leaf (no import of its own to pull in with it).
  build: {
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 500,
        manualChunks: (id, { getModuleInfo }) => {
          if (id.endsWith('/app/seo/page-title.ts')) return 'page-title';
          if (id.endsWith('/app/layout/PageSection.tsx')) return 'shared';
          if (/\/app\/library\/(card-link|player-file-url)\.ts$/.test(id)) return 'card-links';
          if (/\/player-sdk\/dist\/resume-position-[\w-]+\.js$/.test(id)) return 'player-core';
          if (/\/app\/library\/history-(sync|queue)\.ts$/.test(id)) return 'history-sync';
          if (id.includes('/video.js/dist/video-js.css')) return 'video-js-styles';
          return rootGraph(getModuleInfo).has(id) ? 'shared' : undefined;
        },
      },
    },
  },
});
