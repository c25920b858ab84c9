import { storedRows, type ReadRow } from '../../utils/stored-rows';

/** The sub-category content type's UID (lint: docs/decisions/2026-11-28-cms-typed-content-types.md). */
export const SUB_CATEGORY = 'api::sub-category.sub-category';

const PUBLISHED = { publishedAt: { $notNull: true } };

/** A sub-category is read with its image and its category's document id. */
const WITH_IMAGE = { populate: { image: true, category: { select: ['documentId'] } } } as const;

/** A sub-category (a video series of a category) as the library reads it. */
export type SubCategory = ReadRow<typeof SUB_CATEGORY, typeof WITH_IMAGE>;

/** The published sub-categories of a published category (its document id), by sort order then name. */
export function publishedSubCategoriesOf(categoryId: string): Promise<SubCategory[]> {
  return storedRows(SUB_CATEGORY, WITH_IMAGE).findMany({ ...PUBLISHED, category: { documentId: categoryId, ...PUBLISHED } }, [
    { sortOrder: 'asc' },
    { name: 'asc' },
  ]);
}

/** A published sub-category by document id, or null. */
export function publishedSubCategory(documentId: string): Promise<SubCategory | null> {
  return storedRows(SUB_CATEGORY, WITH_IMAGE).findOne({ documentId, ...PUBLISHED });
}

/** The names of the sub-categories with these document ids (drafts and published), by document id. */
export async function subCategoryNames(documentIds: string[]): Promise<Map<string, string>> {
  const rows = await storedRows(SUB_CATEGORY, { select: ['documentId', 'name'] }).findMany({ documentId: { $in: [...new Set(documentIds)] } });
  return new Map(rows.map((row) => [row.documentId, row.name]));
}
