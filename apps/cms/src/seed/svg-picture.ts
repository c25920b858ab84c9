import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { uploadFileIdByName } from '../media/data/upload-file';
import { uploadSeedFile } from './media';

/**
 * A media library picture rasterised from an SVG drawing in apps/cms/seed-assets (drawn by a script there),
 * created once: a file of the same name is reused. The upload plugin then makes the smaller formats the site
 * serves. Returns the file id.
 */
export async function ensureSvgSeedPicture(strapi: Core.Strapi, relativeSvgPath: string, alternativeText: string): Promise<number> {
  const name = `${path.basename(relativeSvgPath, '.svg')}.jpg`;
  const existing = await uploadFileIdByName(name);
  if (existing !== null) return existing;

  const source = path.join(strapi.dirs.app.root, 'seed-assets', relativeSvgPath);
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'tate-seed-'));
  const filepath = path.join(directory, name);
  try {
    await sharp(source).flatten({ background: '#fff8f0' }).jpeg({ quality: 84, mozjpeg: true }).toFile(filepath);
    return await uploadSeedFile(strapi, filepath, name, 'image/jpeg', alternativeText);
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}
