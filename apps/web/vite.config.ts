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
  // Chunks under 2 KB are merged into their neighbours: a first visit asks for 12 files, not 21 (each request costs a
  // round trip on a phone's connection). Larger sizes add code a page does not use (bench/results/web.md, issue 23;
  // docs/decisions/2026-11-25-first-paint-requests.md has the sizes tried).
  build: { rollupOptions: { output: { experimentalMinChunkSize: 2_000 } } },
});
