import { z } from 'zod';
import { isFilterEmpty, toCmsFilter, type LibraryFilter } from './library-filter';
import { fetchChildHistory } from './child-history.server';
import type { CmsClient } from './client.server';
import { foundOf, parseEnvelopeData } from './envelope.server';
import type { Meditation } from './meditation';
import type { ResponsiveImageSource } from '@tate/ui';
import { responsiveImage } from './responsive-image.server';
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

type LibraryCategoryHeading = Omit<LibraryCategory, 'items'>;

/** A public answer turned into the web's shape, with the CMS address it was made for. */
type Shaped<T> = { publicUrl: string; value: T };

const categoriesByAnswer = new WeakMap<object, Shaped<LibraryCategoryHeading[]>>();
const meditationsByAnswer = new WeakMap<object, Shaped<Meditation[]>>();

/**
 * A public library query's data (the same for every visitor: paid files are never in it), read through the public
 * cache and shaped once per answer: while the cache keeps an answer it gives back the same object, so later pages
 * reuse its shape instead of parsing and converting up to 500 meditations again. Nothing that reads a LibraryPage
 * changes it.
 */
async function shapedOnce<T>(
  cms: CmsClient,
  path: string,
  body: unknown,
  shapes: WeakMap<object, Shaped<T>>,
  shape: (data: unknown) => T,
): Promise<T> {
  const answer = await cms.readPublicEnvelope(path, body);
  const publicUrl = cms.config.publicUrl;
  if (typeof answer !== 'object' || answer === null) return shape(answer);
  const known = shapes.get(answer);
  if (known?.publicUrl === publicUrl) return known.value;
  const value = shape(answer);
  shapes.set(answer, { publicUrl, value });
  return value;
}

function anchorOf(category: z.infer<typeof categorySchema>): string {
  return category.slug || category.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function readCategories(cms: CmsClient, body: unknown): Promise<LibraryCategoryHeading[]> {
  return shapedOnce(cms, 'category/all', body, categoriesByAnswer, (data) =>
    parseEnvelopeData('category/all', data, z.array(categorySchema)).map((category) => ({
      id: category._id,
      name: category.name,
      slug: anchorOf(category),
      description: category.description ?? '',
      imageUrl: category.imagePath ? mediaUrl(cms.config.publicUrl, category.imagePath) : null,
      image: category.image ? responsiveImage(cms.config.publicUrl, category.image) : null,
    })),
  );
}

/** The meditations of a public list query (the library's, the free samples', a teen category's). */
function readMeditations(cms: CmsClient, path: string, body: unknown): Promise<Meditation[]> {
  return shapedOnce(cms, path, body, meditationsByAnswer, (data) =>
    parseEnvelopeData(path, data, z.array(cmsMeditationSchema)).map((item) => toMeditation(cms, item)),
  );
}

/**
 * The library through the CMS library query the mobile apps use (POST category/all and category/media/all with
 * the same filter): the categories the filter keeps, each with its matching meditations.
 */
export async function fetchLibraryPage(cms: CmsClient, filter: LibraryFilter): Promise<LibraryPage> {
  const body = { filter: toCmsFilter(filter) };
  const [all, kept, meditations] = await Promise.all([
    readCategories(cms, {}),
    isFilterEmpty(filter) ? null : readCategories(cms, body),
    readMeditations(cms, 'category/media/all', { ...body, limit: MEDIA_LIMIT }),
  ]);
  return {
    allCategories: all.map((category) => ({ id: category.id, name: category.name })),
    categories: (kept ?? all).map((category) => ({
      ...category,
      items: meditations.filter((meditation) => meditation.categoryId === category.id),
    })),
  };
}

/**
 * Seconds listened per meditation for one child of the signed-in parent; null when the child is not theirs
 * (the CMS answers another parent's child exactly like a missing one).
 */
export async function fetchChildPositions(cms: CmsClient, token: string, childId: string): Promise<Map<string, number> | null> {
  const entries = await fetchChildHistory(cms, token, { childId });
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
  return readMeditations(cms, 'sample-list', { limit: MEDIA_LIMIT });
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
  return readMeditations(cms, 'teen-media-list', { libraryId: categoryId, limit: MEDIA_LIMIT });
}

/** The media suggested to one child (POST suggestedMedia/child); null when the child is not the parent's. */
export async function listSuggestions(cms: CmsClient, token: string, childId: string) {
  const envelope = await cms.postEnvelope('suggestedMedia/child', { id: childId }, { token });
  const suggested = foundOf('suggestedMedia/child', envelope, z.array(cmsMeditationSchema));
  return suggested ? suggested.map((media) => toMeditation(cms, media)) : null;
}
