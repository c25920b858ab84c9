// Renders every audio meditation's cover (drawn in src/seed/artwork/covers.ts: Tate in his category's scene
// family, each story its own moment) to covers/<slug>.jpg, 1200 × 800. The seed uploads these files through
// the upload plugin, which makes the responsive sizes (and their WebP copies) as for an editor's upload.
// Run by hand after changing a drawing, and commit the output:
//   node apps/cms/seed-assets/covers.mjs              (writes covers/*.jpg)
//   node apps/cms/seed-assets/covers.mjs --sheet out.png   (also a contact sheet: one row per category)
// It compiles the TypeScript drawings (seed-drawings.mjs) and rasterises them
// with sharp; nothing is downloaded.
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { importSeedModule } from './seed-drawings.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const seedDir = path.join(here, '..', 'src', 'seed');
const outDir = path.join(here, 'covers');

const { drawCover, COVERS, slugify } = await importSeedModule("export { drawCover, COVERS } from './artwork/covers'; export { slugify } from './slug';");

const content = JSON.parse(readFileSync(path.join(seedDir, 'content', 'library.json'), 'utf8'));
// A video meditation's cover is its poster, a frame of the video drawn from the same picture (videos.mjs).
const library = { ...content, meditations: content.meditations.filter((meditation) => meditation.kind === 'audio') };
const missing = library.meditations.filter((meditation) => !COVERS[meditation.title]).map((meditation) => meditation.title);
if (missing.length) throw new Error(`No cover drawn for: ${missing.join(', ')}`);

mkdirSync(outDir, { recursive: true });
const wanted = new Set(library.meditations.map((meditation) => `${slugify(meditation.title)}.jpg`));
for (const stale of readdirSync(outDir).filter((name) => name.endsWith('.jpg') && !wanted.has(name))) rmSync(path.join(outDir, stale));

let total = 0;
for (const meditation of library.meditations) {
  const file = path.join(outDir, `${slugify(meditation.title)}.jpg`);
  const { size } = await sharp(Buffer.from(drawCover(meditation.title))).jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: '4:4:4' }).toFile(file);
  total += size;
}
console.log(`${library.meditations.length} covers in ${path.relative(process.cwd(), outDir)}: ${Math.round(total / 1024)} KB`);

const sheetIndex = process.argv.indexOf('--sheet');
if (sheetIndex > 0) {
  // One row per category, as the library shows them: every story should be told apart at a glance.
  const thumb = { width: 300, height: 200, gap: 12 };
  const rows = library.categories.map((category) => library.meditations.filter((meditation) => meditation.category === category.slug));
  const columns = Math.max(...rows.map((row) => row.length));
  const width = columns * (thumb.width + thumb.gap) + thumb.gap;
  const height = rows.length * (thumb.height + thumb.gap) + thumb.gap;
  const composites = [];
  for (const [r, row] of rows.entries()) {
    for (const [c, meditation] of row.entries()) {
      const input = await sharp(path.join(outDir, `${slugify(meditation.title)}.jpg`)).resize(thumb.width, thumb.height).toBuffer();
      composites.push({ input, left: thumb.gap + c * (thumb.width + thumb.gap), top: thumb.gap + r * (thumb.height + thumb.gap) });
    }
  }
  await sharp({ create: { width, height, channels: 3, background: '#FFFFFF' } }).composite(composites).png().toFile(process.argv[sheetIndex + 1]);
}
