import type { Parent } from '../../../utils/auth';
import { isEntitled } from '../../../accounts/entitlement';
import { notFound } from '../../../http/errors';
import type { LibraryFilter } from '../../../library/filter-input';
import { matchingMediaIds, selectedIds, type MediaScope } from '../../../library/media-query';
import { libraryTables } from '../../../library/tables';
import { categoriesWithImages } from '../../../library/data/category';
import { listedMedia, listedMediaOfSubCategory, transcriptAndAgeRanges, type ListedMedia } from '../../../media/data/meditation';
import { publishedSubCategoriesOf, publishedSubCategory } from '../../../library/data/sub-category';
import { readyRenditions } from '../../../media-pipeline/renditions/ready-renditions';
import {
  ageRangeLabels,
  sourceFileId,
  toCategoryView,
  toMediaView,
  toSubCategoryView,
  toTranscriptView,
  type CategoryView,
  type MediaDetailView,
  type MediaView,
  type SubCategoryView,
} from '../../../library/views';
import { service } from '../../../utils/services';
import { VIDEO_POSITION } from '../../../family/data/video-position';

const positions = () => service(VIDEO_POSITION);

/** A sub-category with a child's saved position in its video (0 when none). */
export type SubCategoryForChild = SubCategoryView & { duration: number };

const hasMediaCriteria = (filter: LibraryFilter) =>
  filter.duration.length > 0 || filter.ageRange.length > 0 || filter.theme.length > 0 || filter.searchTerm !== '';

/** Published media rows with their files, cover and category, in the given order (a fixed number of queries). */
async function loadMedia(where: Record<string, unknown>, order: (row: ListedMedia) => number): Promise<ListedMedia[]> {
  const rows = await listedMedia(where);
  return rows.sort((a, b) => order(a) - order(b));
}

/** Media views of rows, each served as its ready rendition when it has one (one query for the whole list). */
async function toMediaViews(rows: ListedMedia[], viewer: Parent | null): Promise<MediaView[]> {
  const entitled = isEntitled(viewer);
  const fileIds = rows.map(sourceFileId).filter((id): id is number => id !== null);
  const renditions = await readyRenditions(fileIds);
  // On a device in child mode a list gives no address for what the child may not start now (quiet hours, the limit).
  const startable = viewer?.childMode ? await service('api::bedtime.bedtime').startableNow(viewer.id, viewer.childMode) : () => true;
  return Promise.all(
    rows.map(async (row) => {
      const fileId = sourceFileId(row);
      const view = await toMediaView(row, entitled, fileId === null ? null : renditions.get(fileId) ?? null);
      return startable(row.documentId) ? view : { ...view, filename: null };
    }),
  );
}

const libraryService = {
  /** Published, non-teen categories; with media criteria only those holding a matching published media. */
  async categories(filter: LibraryFilter, teen = false): Promise<CategoryView[]> {
    const t = libraryTables();
    const knex = strapi.db.connection;
    const ids = knex(`${t.categories} as c`).select('c.id').whereNotNull('c.published_at').where('c.is_teen', teen);
    if (filter.categoryIds.length > 0) ids.whereIn('c.document_id', filter.categoryIds);
    if (hasMediaCriteria(filter)) {
      const jt = t.mediaCategory;
      ids.whereExists(
        knex(`${jt.name} as jc`)
          .whereRaw(`jc.${jt.inverseJoinColumn.name} = c.id`)
          .whereIn(`jc.${jt.joinColumn.name}`, matchingMediaIds({ filter }).select('m.id')),
      );
    }
    const categoryIds = await selectedIds(ids);
    if (categoryIds.length === 0) return [];
    return (await categoriesWithImages(categoryIds)).map(toCategoryView);
  },

  /** Published media matching a scope, in library order, at most `limit`. */
  async media(scope: MediaScope, limit: number, viewer: Parent | null): Promise<MediaView[]> {
    const mediaIds = await selectedIds(
      matchingMediaIds(scope)
        .select('m.id')
        .orderBy([
          { column: 'm.sort_order', order: 'asc' },
          { column: 'm.id', order: 'asc' },
        ])
        .limit(limit),
    );
    if (mediaIds.length === 0) return [];
    const position = new Map(mediaIds.map((id, index) => [id, index]));
    const rows = await loadMedia({ id: { $in: [...position.keys()] } }, (row) => position.get(row.id) ?? 0);
    return toMediaViews(rows, viewer);
  },

  /** Published media by document id, in the order given (missing or unpublished ones are left out). */
  async mediaByDocumentIds(documentIds: string[], viewer: Parent | null): Promise<MediaView[]> {
    if (documentIds.length === 0) return [];
    const position = new Map(documentIds.map((id, index) => [id, index]));
    const rows = await loadMedia({ documentId: { $in: documentIds } }, (row) => position.get(row.documentId) ?? 0);
    return toMediaViews(rows, viewer);
  },

  /** One media with its transcript (for a child, its route's api::bedtime.child-may-play decided first). */
  async mediaOne(documentId: string, viewer: Parent | null): Promise<MediaDetailView> {
    const [row] = await loadMedia({ documentId: { $in: [documentId] } }, () => 0);
    if (!row) throw notFound('Media');
    const fileId = sourceFileId(row);
    const rendition = fileId === null ? null : ((await readyRenditions([fileId])).get(fileId) ?? null);
    const media = await toMediaView(row, isEntitled(viewer), rendition);
    const stored = await transcriptAndAgeRanges(documentId);
    return {
      ...media,
      peaks: rendition?.peaks ?? null,
      transcript: toTranscriptView(media.accessLevel, isEntitled(viewer), stored?.transcriptCues ?? null),
      ageRanges: ageRangeLabels(stored?.ageRanges ?? []),
    };
  },

  async subCategories(categoryId: string): Promise<SubCategoryView[]> {
    return (await publishedSubCategoriesOf(categoryId)).map(toSubCategoryView);
  },

  /** Sub-categories of a category; with a signed-in parent's child, each with that child's saved video position. */
  async subCategoriesForChild(categoryId: string, viewer: Parent | null, childId: string | undefined): Promise<SubCategoryForChild[]> {
    const subCategories = await libraryService.subCategories(categoryId);
    const saved = new Map(childId && viewer ? (await positions().list(viewer.id, childId)).map((item) => [item.sub_cat_id, item.duration]) : []);
    return subCategories.map((item) => ({ ...item, duration: saved.get(item._id) ?? 0 }));
  },

  async subCategoryDetail(
    subCategoryId: string,
    viewer: Parent | null,
  ): Promise<SubCategoryView & { media: MediaView[] }> {
    const row = await publishedSubCategory(subCategoryId);
    if (!row) throw notFound('Sub-category');
    const rows = await listedMediaOfSubCategory(row.id);
    return { ...toSubCategoryView(row), media: await toMediaViews(rows, viewer) };
  },
};

declare module '../../../utils/services' {
  interface Services {
    'api::library.library': typeof libraryService;
  }
}

export default libraryService;
