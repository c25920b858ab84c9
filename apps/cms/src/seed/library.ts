import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { parseWebVtt } from '@tate/contracts';
import type { SeedModule } from './seed-module';
import { ensureDocument } from './documents';
import { ageRangeIdsByLabel } from '../library/data/age-range';
import { CATEGORY } from '../library/data/category';
import { MEDITATION } from '../media/data/meditation';
import { SUB_CATEGORY } from '../library/data/sub-category';
import { ensureSeedArtwork, ensureSeedFile, replaceSeededMedia } from './media';
import { readUploadMinutes } from '../media-pipeline/meditation-duration';
import { coverAlt } from './artwork/covers';
import { slugify } from './slug';
import { SEED_MEDIA_FILES, categories, coverFileOf, meditations, subCategories, transcriptFileOf } from './library-data';


function required<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to unknown "${key}"`);
  return value;
}

/** Age ranges by label and feelings by name: their document ids. */
async function taxonomyIds(strapi: Core.Strapi) {
  const feelings = await strapi.documents('api::feeling.feeling').findMany({ limit: 100 });
  return {
    ageRangeIds: await ageRangeIdsByLabel(),
    feelingIds: new Map(feelings.map((row) => [row.name ?? '', row.documentId])),
  };
}

/**
 * A meditation seeded before it had captions gets its script's file and cues, in its draft and published rows alike,
 * unless an editor gave it a transcript already. Written like the media replacements below, without a new draft.
 */
async function addSeededCaptions(strapi: Core.Strapi, documentId: string, relativePath: string, captions: number): Promise<void> {
  const rows: unknown = await strapi.db.query(MEDITATION).findMany({
    where: { documentId },
    select: ['id', 'transcriptText'],
    populate: { captions: { select: ['id'] } },
  });
  if (!Array.isArray(rows) || !rows.every(isRowWithoutTranscript)) return;
  const source = await fs.readFile(path.join(strapi.dirs.app.root, 'seed-assets', relativePath), 'utf8');
  const { cues, problems } = await parseWebVtt(source, { durationSeconds: null });
  if (problems.length > 0) throw new Error(`Seed captions ${relativePath}: ${problems.map((problem) => problem.message).join('; ')}`);
  for (const row of rows) await strapi.db.query(MEDITATION).update({ where: { id: row.id }, data: { captions, transcriptCues: cues } });
}

/** A meditation row with neither a captions file nor pasted text. */
function isRowWithoutTranscript(row: unknown): row is { id: number } {
  if (typeof row !== 'object' || row === null || !('id' in row) || typeof row.id !== 'number') return false;
  const captions = 'captions' in row ? row.captions : null;
  const text = 'transcriptText' in row ? row.transcriptText : null;
  return !captions && !text;
}

/** The gradient clips the seed used before the breathing videos (2026-11-26), by the access level of their items. */
const EARLIER_VIDEOS = ['breathing-bubble.mp4', 'stretch-and-breathe.mp4'];

/**
 * Categories, video sub-categories and 30 meditations covering every filter value, sharing a few
 * demo files. Each meditation's length is read from its file when it is created, as for an editor's upload.
 * Each meditation has its own cover (seed-assets/covers, drawn by src/seed/artwork/covers.ts) and captions: Tate's
 * script for its first minute (seed-assets/transcripts, checked against its file's length when it is created).
 */
export const librarySeed: SeedModule = {
  name: 'library',
  async run(strapi) {
    const categoryIds = new Map<string, string>();
    const coverIds = new Map<string, number>();
    const sceneOf = new Map(categories.map((category) => [category.slug, category.scene]));
    for (const [index, category] of categories.entries()) {
      const image = await ensureSeedArtwork(strapi, { scene: category.scene, shape: 'cover', name: `cover-${category.scene}` });
      coverIds.set(category.slug, image);
      const { documentId } = await ensureDocument(strapi, CATEGORY, { slug: category.slug }, {
        name: category.name,
        slug: category.slug,
        description: category.description,
        isTeen: category.isTeen,
        image,
        sortOrder: index + 1,
      });
      categoryIds.set(category.slug, documentId);
    }

    const subCategoryIds = new Map<string, string>();
    for (const [index, subCategory] of subCategories.entries()) {
      const { documentId } = await ensureDocument(strapi, SUB_CATEGORY, { slug: subCategory.slug }, {
        name: subCategory.name,
        slug: subCategory.slug,
        description: subCategory.description,
        image: required(coverIds, subCategory.category),
        sortOrder: index + 1,
        category: required(categoryIds, subCategory.category),
      });
      subCategoryIds.set(subCategory.slug, documentId);
    }

    const { ageRangeIds, feelingIds } = await taxonomyIds(strapi);
    // Per access level, so a meditation can only name a file of its own level (free and paid never share one).
    const fileIds = { free: new Map<string, number>(), paid: new Map<string, number>() };
    for (const access of ['free', 'paid'] as const) {
      for (const file of SEED_MEDIA_FILES[access]) {
        const alternativeText = file.startsWith('video/') ? 'Meditation video' : 'Meditation audio';
        fileIds[access].set(file, await ensureSeedFile(strapi, file, alternativeText));
      }
    }

    for (const [index, meditation] of meditations.entries()) {
      const slug = slugify(meditation.title);
      const cover = await ensureSeedFile(strapi, coverFileOf(meditation), coverAlt(meditation.title));
      const captions = await ensureSeedFile(strapi, transcriptFileOf(meditation), `Captions of ${meditation.title}`);
      const seeded = await ensureDocument(strapi, MEDITATION, { slug }, {
        title: meditation.title,
        slug,
        description: meditation.description,
        kind: meditation.kind,
        accessLevel: meditation.accessLevel,
        file: required(fileIds[meditation.accessLevel], meditation.file),
        cover,
        category: required(categoryIds, meditation.category),
        subCategory: meditation.subCategory ? required(subCategoryIds, meditation.subCategory) : null,
        ageRanges: meditation.ageRanges.map((label) => required(ageRangeIds, label)),
        feelings: meditation.feelings.map((name) => required(feelingIds, name)),
        sortOrder: index + 1,
        breathPattern: meditation.breathPattern ?? null,
        captions,
      });
      if (!seeded.created) {
        // A database seeded earlier: the shared pictures and clips it was given become this meditation's own.
        const where = { documentId: seeded.documentId };
        await addSeededCaptions(strapi, seeded.documentId, transcriptFileOf(meditation), captions);
        await replaceSeededMedia(strapi, MEDITATION, where, 'cover', [`cover-${required(sceneOf, meditation.category)}.jpg`, ...(meditation.kind === 'video' ? [`${slug}.jpg`] : [])], cover);
        if (meditation.kind === 'video') {
          const file = required(fileIds[meditation.accessLevel], meditation.file);
          const durationMinutes = readUploadMinutes(path.join(strapi.dirs.app.root, 'seed-assets', meditation.file));
          await replaceSeededMedia(strapi, MEDITATION, where, 'file', EARLIER_VIDEOS, file, durationMinutes === null ? {} : { durationMinutes });
        }
      }
    }
  },
};
