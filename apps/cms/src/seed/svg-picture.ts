import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';

/**
 * A media library picture rasterised from an SVG drawing in apps/cms/seed-assets (drawn by a script there),
 * created once: a file of the same name is reused. The upload plugin then makes the smaller formats the site
 * serves. Returns the file id.
 */
export async function ensureSvgSeedPicture(strapi: Core.Strapi, relativeSvgPath: string, alternativeText: string): Promise<number> {
  const name = `${path.basename(relativeSvgPath, '.svg')}.jpg`;
  const existing = (await strapi.db.query('plugin::upload.file').findOne({ where: { name }, select: ['id'] })) as {
    id: number;
  } | null;
  if (existing) return existing.id;

  const source = path.join(strapi.dirs.app.root, 'seed-assets', relativeSvgPath);
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'tate-seed-'));
  const filepath = path.join(directory, name);
  try {
    const { size } = await sharp(source).flatten({ background: '#fff8f0' }).jpeg({ quality: 84, mozjpeg: true }).toFile(filepath);
    const [file] = (await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText } },
        files: { filepath, originalFilename: name, mimetype: 'image/jpeg', size },
      })) as Array<{ id: number }>;
    return file.id;
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}
