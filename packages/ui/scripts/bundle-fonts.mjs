// Writes the Nunito files into dist/fonts and their @font-face rules at the top of dist/styles.css. (Vite's library
// mode would inline the fonts as base64; separate files let the web app's bundler fingerprint and cache them.)
//
// Each weight of @fontsource's Latin file is cut in two with subset-font (HarfBuzz's subsetter): `basic`, the
// characters the product's own words use (ASCII and its typographic punctuation), which the web preloads, and
// `extended`, the rest of the Latin file (accented letters...), which a browser fetches only for a page that shows one
// of them (`unicode-range`). docs/decisions/2026-11-30-fonts-basic-and-extended.md
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const fontsourceDir = dirname(require.resolve('@fontsource/nunito/package.json'));
const WEIGHTS = [400, 700];

/**
 * The product's own characters: ASCII, © · × – — ‘ ’ “ ” • … €, and the spaces `Intl` puts in dates and times (no-break,
 * thin and narrow no-break: "7:30\u202fPM").
 */
const BASIC = [[0x0000, 0x007f], [0x00a0], [0x00a9], [0x00b7], [0x00d7], [0x2009], [0x2013, 0x2014], [0x2018, 0x2019], [0x201c, 0x201d], [0x2022], [0x2026], [0x202f], [0x20ac]];

/** `U+0000-00FF, U+0131, …` as lists of [first, last] code points. */
function parseRanges(unicodeRange) {
  return unicodeRange.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

function codePoints(ranges) {
  const points = new Set();
  for (const [first, last = first] of ranges) for (let point = first; point <= last; point += 1) points.add(point);
  return points;
}

/** Sorted code points as a `unicode-range` value, runs joined. */
function formatRanges(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const parts = [];
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end += 1;
    parts.push(sorted[start] === sorted[end] ? `U+${hex(sorted[start])}` : `U+${hex(sorted[start])}-${hex(sorted[end])}`);
    start = end + 1;
  }
  return parts.join(', ');
}

const basic = codePoints(BASIC);
// The Latin file's own `unicode-range`, as @fontsource declares it (the same for every weight).
const latin = codePoints(parseRanges(require('@fontsource/nunito/unicode.json').latin));
const parts = { basic: [...basic].filter((point) => latin.has(point)), extended: [...latin].filter((point) => !basic.has(point)) };
const rules = ['/* Nunito (SIL OFL) from @fontsource/nunito, cut by scripts/bundle-fonts.mjs: no font downloads from elsewhere. */'];
await mkdir(join(packageDir, 'dist/fonts'), { recursive: true });
for (const weight of WEIGHTS) {
  const source = await readFile(join(fontsourceDir, 'files', `nunito-latin-${weight}-normal.woff2`));
  for (const [part, points] of Object.entries(parts)) {
    const file = `nunito-${weight}-${part}.woff2`;
    await writeFile(join(packageDir, 'dist/fonts', file), await subsetFont(source, String.fromCodePoint(...points), { targetFormat: 'woff2' }));
    rules.push(
      `@font-face {\n  font-family: 'Nunito';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${weight};\n` +
        `  src: url('./fonts/${file}') format('woff2');\n  unicode-range: ${formatRanges(points)};\n}`,
    );
  }
}

const stylesPath = join(packageDir, 'dist/styles.css');
const styles = await readFile(stylesPath, 'utf8');
await writeFile(stylesPath, `${rules.join('\n\n')}\n\n${styles}`);
