// Copies the Nunito woff2 files into dist/fonts and puts their @font-face rules at the top of
// dist/styles.css. (Vite's library mode would inline them as base64; separate files let the web
// app's bundler fingerprint and cache them.)
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const fontFilesDir = join(dirname(require.resolve('@fontsource/nunito/package.json')), 'files');
const weights = [400, 700];

await mkdir(join(packageDir, 'dist/fonts'), { recursive: true });
for (const weight of weights) {
  const file = `nunito-latin-${weight}-normal.woff2`;
  await copyFile(join(fontFilesDir, file), join(packageDir, 'dist/fonts', file));
}

const fontFaces = await readFile(join(packageDir, 'src/styles/fonts.css'), 'utf8');
const stylesPath = join(packageDir, 'dist/styles.css');
const styles = await readFile(stylesPath, 'utf8');
await writeFile(stylesPath, `${fontFaces}\n${styles}`);
