import { z } from 'zod';
import { isFilterEmpty, toCmsFilter, type LibraryFilter } from '../library/library-filter';
import type { CmsClient } from './client.server';
import { foundOf, parseEnvelopeData } from './envelope.server';
import type { Meditation } from './meditation';
import type { ResponsiveImageSource } from '@tate/ui';
import { responsiveImage } from '../media/responsive-image.server';
import { cmsImageSchema, cmsMeditationSchema, toMeditation } from './meditation.server';
import { mediaUrl } from './media-url.server';

const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string().nullable().default(null),
  description: z.string().nullable(),
  imagePath: z.string().nullable(),
  image: cmsImageSchema.nullable().default(null),
});

export type LibraryCategory = {
  id: string;
  name: string;
  /** The section's anchor: `/library#{slug}`. */
  slug: string;
  description: string;
  imageUrl: string | null;
  /** The category's picture in every size the CMS made; null when the CMS does not know its size. */
  image: ResponsiveImageSource | null;
  items: Meditation[];
};

export type LibraryPage = {
  /** Every library category, for the Category filter's options. */
  allCategories: { id: string; name: string }[];
  /** The categories the filter keeps, each with its matching meditations. */
  categories: LibraryCategory[];
};

const MEDIA_LIMIT = 500;

/** A public library query's data (the same for every visitor: paid files are never in it), read through the public cache. */
async function envelopeData<T extends z.ZodTypeAny>(cms: CmsClient, path: string, body: unknown, schema: T) {
  return parseEnvelopeData(path, await cms.readPublicEnvelope(path, body), schema);
}

function anchorOf(category: z.infer<typeof categorySchema>): string {
  return category.slug || category.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * The library through the CMS library query the mobile apps use (POST category/all and category/media/all with
 * the same filter): the categories the filter keeps, each with its matching meditations.
 */
export async function fetchLibraryPage(cms: CmsClient, filter: LibraryFilter): Promise<LibraryPage> {
  const body = { filter: toCmsFilter(filter) };
  const categories = z.array(categorySchema);
  const [all, kept, media] = await Promise.all([
    envelopeData(cms, 'category/all', {}, categories),
    isFilterEmpty(filter) ? null : envelopeData(cms, 'category/all', body, categories),
    envelopeData(cms, 'category/media/all', { ...body, limit: MEDIA_LIMIT }, z.array(cmsMeditationSchema)),
  ]);
  const meditations = media.map((item) => toMeditation(cms, item));
  return {
    allCategories: all.map((category) => ({ id: category._id, name: category.name })),
    categories: (kept ?? all).map((category) => ({
      id: category._id,
      name: category.name,
      slug: anchorOf(category),
      description: category.description ?? '',
      imageUrl: category.imagePath ? mediaUrl(cms.config.publicUrl, category.imagePath) : null,
      image: category.image ? responsiveImage(cms.config.publicUrl, category.image) : null,
      items: meditations.filter((meditation) => meditation.categoryId === category._id),
    })),
  };
}

const historySchema = z.array(z.object({ mediaId: z.string(), currentMediaTimestamp: z.number() }));

/**
 * Seconds listened per meditation for one child of the signed-in parent; null when the child is not theirs
 * (the CMS answers another parent's child exactly like a missing one).
 */
export async function fetchChildPositions(cms: CmsClient, token: string, childId: string): Promise<Map<string, number> | null> {
  const entries = foundOf('child-history/all', await cms.postEnvelope('child-history/all', { childId }, { token }), historySchema);
  if (!entries) return null;
  const positions = new Map<string, number>();
  for (const entry of entries) if (!positions.has(entry.mediaId)) positions.set(entry.mediaId, entry.currentMediaTimestamp);
  return positions;
}

/** A meditation's percent completed from a saved position in seconds (0..100). */
export function percentCompleted(meditation: Meditation, seconds: number | undefined): number {
  const total = meditation.durationMinutes * 60;
  if (!seconds || total <= 0) return 0;
  return Math.min(100, Math.round((seconds / total) * 100));
}

/** Every free meditation (POST sample-list, the CMS's free-only list, teen ones left out). */
export async function fetchFreeMeditations(cms: CmsClient): Promise<Meditation[]> {
  const media = await envelopeData(cms, 'sample-list', { limit: MEDIA_LIMIT }, z.array(cmsMeditationSchema));
  return media.map((item) => toMeditation(cms, item));
}

const teenCategorySchema = z.object({ documentId: z.string(), name: z.string(), description: z.string().nullable() });

export type TeenCategory = { id: string; name: string; description: string };

/** The published teen categories (the library leaves them out), in the editors' order. */
export async function fetchTeenCategories(cms: CmsClient): Promise<TeenCategory[]> {
  const { data } = await cms.get(
    'categories',
    { 'filters[isTeen][$eq]': 'true', 'sort[0]': 'sortOrder:asc', 'fields[0]': 'name', 'fields[1]': 'description' },
    z.object({ data: z.array(teenCategorySchema) }),
  );
  return data.map((category) => ({ id: category.documentId, name: category.name, description: category.description ?? '' }));
}

/** One teen category's meditations (POST teen-media-list with its libraryId). */
export async function fetchTeenMedia(cms: CmsClient, categoryId: string): Promise<Meditation[]> {
  const body = { libraryId: categoryId, limit: MEDIA_LIMIT };
  const media = await envelopeData(cms, 'teen-media-list', body, z.array(cmsMeditationSchema));
  return media.map((item) => toMeditation(cms, item));
}
