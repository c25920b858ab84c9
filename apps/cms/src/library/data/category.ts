import { storedRows, type PopulatedRow } from '../../utils/stored-rows';

/** The category content type's UID: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md). */
export const CATEGORY = 'api::category.category';

/** A library category with its image. */
export type Category = PopulatedRow<typeof CATEGORY, 'image'>;

/** These categories (by row id) with their images, in the library's order. */
export function categoriesWithImages(ids: number[]): Promise<Category[]> {
  return storedRows(CATEGORY, { populate: { image: true } }).findMany({ id: { $in: ids } }, [{ sortOrder: 'asc' }, { name: 'asc' }, { id: 'asc' }]);
}

/** The highest sort order of a category (draft or published row): its row, or null when there is none. */
export function lastCategory() {
  return storedRows(CATEGORY, { select: ['sortOrder'] }).findOne({}, [{ sortOrder: 'desc' }]);
}
