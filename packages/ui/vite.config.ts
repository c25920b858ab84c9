import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const externalPackages = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].filter(
  (name) => name !== '@fontsource/nunito',
);

// Library build: one ES module per source file (tree-shakeable) and a single dist/styles.css. `logic/format-clock`
// is an entry of its own: the `@tate/ui/format-clock` subpath, for the player's embed, which must not load the kit.
export default defineConfig({
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: [resolve(import.meta.dirname, 'src/index.ts'), resolve(import.meta.dirname, 'src/logic/format-clock.ts')],
      formats: ['es'],
      cssFileName: 'styles',
    },
    rollupOptions: {
      external: (id) => externalPackages.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
});
