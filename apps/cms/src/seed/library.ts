import type { Core } from '@strapi/strapi';
import type { SeedModule } from './seed-module';
import { ensureDocument } from './documents';
import { ensureSeedArtwork, ensureSeedFile } from './media';
import { categories, mediaFiles, meditations, subCategories } from './library-data';

const MEDITATION_UID = 'api::meditation.meditation';

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function required<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to unknown "${key}"`);
  return value;
}

async function documentIdsBy(strapi: Core.Strapi, uid: 'api::age-range.age-range' | 'api::feeling.feeling', key: 'label' | 'name') {
  const rows = (await strapi.documents(uid).findMany({ limit: 100 } as never)) as unknown as Array<Record<string, string>>;
  return new Map(rows.map((row) => [row[key], row.documentId]));
}

/**
 * Categories, video sub-categories and 30 meditations covering every filter value, sharing a few
 * demo files. Durations are set explicitly after creation so every duration filter has items
 * (an editor's upload gets its duration read from the file instead).
 */
export const librarySeed: SeedModule = {
  name: 'library',
  async run(strapi) {
    const categoryIds = new Map<string, string>();
    const coverIds = new Map<string, number>();
    for (const [index, category] of categories.entries()) {
      const image = await ensureSeedArtwork(strapi, { scene: category.scene, shape: 'cover', name: `cover-${category.scene}` });
      coverIds.set(category.slug, image);
      const { documentId } = await ensureDocument(strapi, 'api::category.category', { slug: category.slug }, {
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
      const { documentId } = await ensureDocument(strapi, 'api::sub-category.sub-category', { slug: subCategory.slug }, {
        name: subCategory.name,
        slug: subCategory.slug,
        description: subCategory.description,
        image: required(coverIds, subCategory.category),
        sortOrder: index + 1,
        category: required(categoryIds, subCategory.category),
      });
      subCategoryIds.set(subCategory.slug, documentId);
    }

    const ageRangeIds = await documentIdsBy(strapi, 'api::age-range.age-range', 'label');
    const feelingIds = await documentIdsBy(strapi, 'api::feeling.feeling', 'name');
    const fileIds = { free: { audio: [] as number[], video: 0 }, paid: { audio: [] as number[], video: 0 } };
    for (const access of ['free', 'paid'] as const) {
      for (const file of mediaFiles[access].audio) fileIds[access].audio.push(await ensureSeedFile(strapi, file, 'Meditation audio'));
      fileIds[access].video = await ensureSeedFile(strapi, mediaFiles[access].video, 'Meditation video');
    }

    for (const [index, meditation] of meditations.entries()) {
      const slug = slugify(meditation.title);
      const { documentId, created } = await ensureDocument(strapi, MEDITATION_UID, { slug }, {
        title: meditation.title,
        slug,
        description: meditation.description,
        kind: meditation.kind,
        accessLevel: meditation.accessLevel,
        file:
          meditation.kind === 'video'
            ? fileIds[meditation.accessLevel].video
            : fileIds[meditation.accessLevel].audio[index % fileIds[meditation.accessLevel].audio.length],
        cover: required(coverIds, meditation.category),
        category: required(categoryIds, meditation.category),
        subCategory: meditation.subCategory ? required(subCategoryIds, meditation.subCategory) : null,
        ageRanges: meditation.ageRanges.map((label) => required(ageRangeIds, label)),
        feelings: meditation.feelings.map((name) => required(feelingIds, name)),
        sortOrder: index + 1,
        breathPattern: meditation.breathPattern ?? null,
      });
      if (created) {
        await strapi.db.query(MEDITATION_UID).updateMany({ where: { documentId }, data: { durationMinutes: meditation.durationMinutes } });
      }
    }
  },
};
