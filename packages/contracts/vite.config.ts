import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// One bundle per module system: ESM for the web (Vite/Remix), CommonJS for the CMS (Strapi loads dist with require).
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: resolve(import.meta.dirname, 'src/index.ts'),
      formats: ['es', 'cjs'],
      fileName: (format) => (format === 'es' ? 'index.js' : 'index.cjs'),
    },
    rollupOptions: { external: (id) => id === 'zod' || id.startsWith('zod/') },
  },
});
