import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

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
  ],
  server: { port: 3000 },
  // Chunks under 1 KB are merged into their neighbours: a first visit asks for 14 files (home), not 21 (each request
  // costs a round trip on a phone's connection). Larger sizes merge the lazy pieces' small shared chunks into the
  // chunks every page loads (2 KB put the player SDK's errors into the home page's vendor chunk, issue 39); the sizes
  // tried are in docs/decisions/2026-11-25-first-paint-requests.md.
  // Every route's meta imports the page title (app/seo/page-title.ts): merged into a neighbour, that neighbour's code
  // would come with every page, so it is a chunk of its own. So is video.js's stylesheet address (the pages with a
  // video link it): merged into the SDK's lazy video player once the iframe player (/embed) shared both, it brought that
  // player's 1.4 KB into the teen page's first load. The resending of offline saves (history-sync.ts and its queue) is
  // loaded on demand by the player hook: as a chunk of its own, not a merge target that the shop button's code would
  // join (docs/decisions/2026-11-29-library-history-sync-on-demand.md).
  build: {
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 1_000,
        manualChunks: (id) => {
          if (id.endsWith('/app/seo/page-title.ts')) return 'page-title';
          if (/\/app\/library\/history-(sync|queue)\.ts$/.test(id)) return 'history-sync';
          return id.includes('/video.js/dist/video-js.css') ? 'video-js-styles' : undefined;
        },
      },
    },
  },
});
