import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/**
 * The main entry, imported by both apps and browser bundles, and the subpaths package.json `exports` names: `filters`
 * (constants only, for pages on a JavaScript budget), `webvtt` (for the partner embed, which carries nothing else of
 * the package) and the server-only `secrets` and `signed-claim`.
 */
const entries = ['index', 'filters', 'webvtt', 'secrets', 'signed-claim'];

// ESM for the web (Vite/Remix), CommonJS for the CMS (Strapi loads dist with require).
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: Object.fromEntries(entries.map((name) => [name, resolve(import.meta.dirname, `src/${name}.ts`)])),
      formats: ['es', 'cjs'],
      fileName: (format, name) => `${name}.${format === 'es' ? 'js' : 'cjs'}`,
    },
    rollupOptions: {
      external: (id) => id === 'zod' || id.startsWith('zod/') || id.startsWith('node:'),
      // One file per source module, so a page's bundler keeps only the modules it uses (package.json says
      // `sideEffects: false`): a form that reads the field rules does not carry the bedtime rules' schemas.
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
});
