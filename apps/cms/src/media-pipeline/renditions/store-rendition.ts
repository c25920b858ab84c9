import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { MEDIA_JOB } from '../../media/data/media-job';

export type RenditionFile = { path: string; mime: string; ext: string };

/**
 * Adds a file the pipeline made to the media library through the upload plugin, linked to its job's `field`
 * (rendition or poster). The upload provider writes it privately unless its source is the file of a published free
 * meditation: a paid meditation's renditions, and a draft's until it is published, go to the private store
 * (src/storage/private-media/private-uploads.ts, src/storage/private-media/private-media-sync.ts).
 */
export async function storeRendition(
  strapi: Core.Strapi,
  file: RenditionFile,
  name: string,
  job: { id: number; field: 'rendition' | 'poster' },
): Promise<void> {
  const { size } = await fs.stat(file.path);
  const fileName = `${path.parse(name).name}${file.ext}`;
  await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: fileName }, ref: MEDIA_JOB, refId: job.id, field: job.field },
      files: { filepath: file.path, originalFilename: fileName, mimetype: file.mime, size },
    });
}
