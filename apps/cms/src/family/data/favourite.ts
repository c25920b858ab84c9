import { storedRows, type StoredRow } from '../../utils/stored-rows';

/** The favourite content type's UID: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md). */
export const FAVOURITE = 'api::favourite.favourite';

/** A meditation a child marked as favourite (document ids of both). */
export type Favourite = StoredRow<typeof FAVOURITE>;

const favourites = () => storedRows(FAVOURITE);

/** The child's favourite for this media, if it is one. */
export function findFavourite(childId: string, mediaId: string): Promise<Favourite | null> {
  return favourites().findOne({ childId, mediaId });
}

/** Marks the media as one of the child's favourites (the unique index refuses a second row for the pair). */
export async function createFavourite(childId: string, mediaId: string): Promise<void> {
  await strapi.documents(FAVOURITE).create({ data: { childId, mediaId } });
}

export async function deleteFavourite(favourite: Favourite): Promise<void> {
  await strapi.db.query(FAVOURITE).delete({ where: { id: favourite.id } });
}

/** The document ids of the child's favourite media, newest first. */
export async function favouriteMediaIds(childId: string): Promise<string[]> {
  const rows = await favourites().findMany({ childId }, [{ createdAt: 'desc' }, { id: 'desc' }]);
  return rows.map((row) => row.mediaId);
}
