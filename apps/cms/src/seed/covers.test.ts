import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readUploadMinutes } from '../media-pipeline/meditation-duration';
import { COVERS, COVER_HEIGHT, COVER_WIDTH, coverAlt, drawCover } from './artwork/covers';
import { categories, coverFileOf, meditations } from './library-data';
import { slugify } from './slug';

const assets = path.resolve(__dirname, '../../seed-assets');
const coversDir = path.join(assets, 'covers');

describe('a cover for every demo meditation', () => {
  it('draws each meditation its own picture with its own alternative text', () => {
    expect(Object.keys(COVERS).sort()).toEqual(meditations.map((meditation) => meditation.title).sort());
    const alts = meditations.map((meditation) => coverAlt(meditation.title));
    expect(new Set(alts).size).toBe(meditations.length);
    for (const alt of alts) expect(alt).toMatch(/^Tate .{30,}/);
    const drawings = meditations.map((meditation) => drawCover(meditation.title));
    expect(new Set(drawings).size).toBe(meditations.length);
  });

  it('gives every story in a category its own palette, so no two covers look alike in a row', () => {
    for (const category of categories) {
      const skies = meditations.filter((meditation) => meditation.category === category.slug).map((meditation) => COVERS[meditation.title].sky.join());
      expect(new Set(skies).size).toBe(skies.length);
    }
  });

  it('has the rendered file of each audio cover committed (seed-assets/covers.mjs), and no other', async () => {
    const audio = meditations.filter((meditation) => meditation.kind === 'audio');
    const expected = audio.map((meditation) => `${slugify(meditation.title)}.jpg`).sort();
    expect(fs.readdirSync(coversDir).filter((name) => name.endsWith('.jpg')).sort()).toEqual(expected);
    for (const name of expected) {
      const { width, height, format } = await sharp(path.join(coversDir, name)).metadata();
      expect({ name, width, height, format }).toEqual({ name, width: COVER_WIDTH, height: COVER_HEIGHT, format: 'jpeg' });
    }
  });

  it('gives each video meditation its own 60-second 1280 × 720 clip and its poster, a frame of it (seed-assets/videos.mjs)', async () => {
    const videos = meditations.filter((meditation) => meditation.kind === 'video');
    expect(new Set(videos.map((meditation) => meditation.file)).size).toBe(videos.length);
    for (const meditation of videos) {
      expect(meditation.file).toMatch(/^video\/[a-z-]+\.mp4$/);
      const file = path.join(assets, meditation.file);
      expect(readUploadMinutes(file)).toBeCloseTo(1, 1);
      expect(fs.statSync(file).size).toBeLessThan(1.5 * 1024 * 1024);
      const { width, height, format } = await sharp(path.join(assets, coverFileOf(meditation))).metadata();
      expect({ width, height, format }).toEqual({ width: 1280, height: 720, format: 'jpeg' });
    }
  });
});
