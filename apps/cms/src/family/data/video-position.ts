import { storedRows, type StoredRow } from '../../utils/stored-rows';

/** The video-position content type's UID: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md). */
export const VIDEO_POSITION = 'api::video-position.video-position';

/** Where a child stopped in a video sub-category: one position per child and sub-category (document ids). */
export type VideoPosition = StoredRow<typeof VIDEO_POSITION>;

/** What a save writes to a position. */
export type VideoPlace = { categoryId: string | null; duration: number; clientSavedAt: number };

const positions = () => storedRows(VIDEO_POSITION);

/** The child's position in this sub-category, if it watched it. */
export function findVideoPosition(childId: string, subCategoryId: string): Promise<VideoPosition | null> {
  return positions().findOne({ childId, subCategoryId });
}

/** The child's positions (in one sub-category when given), newest saved first. */
export function videoPositionsOf(childId: string, subCategoryId?: string): Promise<VideoPosition[]> {
  return positions().findMany({ ...(subCategoryId ? { subCategoryId } : {}), childId }, [{ updatedAt: 'desc' }, { id: 'desc' }]);
}

/** A new position (the unique index on child and sub-category refuses a second one for the pair). */
export async function createVideoPosition(childId: string, subCategoryId: string, place: VideoPlace): Promise<void> {
  await strapi.documents(VIDEO_POSITION).create({ data: { childId, subCategoryId, ...place, categoryId: place.categoryId ?? undefined } });
}

/** Writes the place when the position's save is older than this one's client time. */
export async function updateVideoPositionIfOlder(childId: string, subCategoryId: string, place: VideoPlace): Promise<void> {
  await strapi.db.query(VIDEO_POSITION).updateMany({
    where: { childId, subCategoryId, clientSavedAt: { $lt: place.clientSavedAt } },
    data: place,
  });
}
