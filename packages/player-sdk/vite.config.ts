import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';

const src = (file: string) => resolve(import.meta.dirname, 'src', file);

// `vite build` makes the library entries (react/video-player alone for pages that show a video and no audio player; react/read-along for pages to load when a transcript is shown; react/audio-player for a page with the audio player and none of the modal's extras); `--mode embed` and `--mode sw` each make one self-contained file.
const builds: Record<string, UserConfig['build']> = {
  production: {
    outDir: 'dist',
    lib: {
      entry: { index: src('index.ts'), 'react/index': src('react/index.ts'), 'react/video-player': src('react/VideoPlayer.tsx'), 'react/read-along': src('react/ReadAlong.tsx'), 'react/audio-player': src('react/audio-player.ts'), 'video/index': src('video/index.ts') },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
      cssFileName: 'react/styles',
    },
    rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, /^video\.js($|\/)/, /^@tate\/ui($|\/)/, /^@tate\/contracts($|\/)/] },
  },
  embed: {
    outDir: 'dist/embed',
    emptyOutDir: false,
    minify: true,
    lib: { entry: src('embed/tate-player.ts'), formats: ['es'], fileName: () => 'tate-player.js' },
  },
  sw: {
    outDir: 'dist/sw',
    emptyOutDir: false,
    minify: true,
    lib: { entry: src('sw/tate-media-sw.ts'), formats: ['iife'], name: 'tateMediaSw', fileName: () => 'tate-media-sw.js' },
  },
};

export default defineConfig(({ mode }) => ({
  build: { target: 'es2022', sourcemap: mode === 'production', ...builds[mode] },
}));
