import { storedRows, type RowChange, type StoredRow } from '../../utils/stored-rows';

/** The child content type's UID: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md). */
export const CHILD = 'api::child.child';

/**
 * A child as stored: photoFile is the stored photo's name in PRIVATE_MEDIA_DIR (src/family/photo-store.ts);
 * foldedListeningSeconds the seconds of listening days older than the retention period, folded in by the retention
 * job; bedtime and wakeTime HH:MM in the family's time zone; routine the meditation document ids the routine plays,
 * in order; quietUnlockedUntil when the parent gate's lifting of quiet hours ends; extraMinutes what the parent added
 * to the daily limit on the family day extraMinutesDay.
 */
export type Child = StoredRow<typeof CHILD>;

/** The columns of a child a change may write. */
export type ChildChange = RowChange<typeof CHILD>;

const children = () => storedRows(CHILD);

/** The parent's child with this document id; null for another parent's child or a missing one. */
export function findChildOf(parentId: number, documentId: string): Promise<Child | null> {
  return children().findOne({ documentId, parent: { id: parentId } });
}

/** The parent's children, the first added first. */
export function childrenOf(parentId: number): Promise<Child[]> {
  return children().findMany({ parent: { id: parentId } }, [{ createdAt: 'asc' }, { id: 'asc' }]);
}

/** Writes the child's columns and answers the child as it is now, or null when it is gone. */
export function updateChild(id: number, data: ChildChange): Promise<Child | null> {
  return children().update({ id }, data);
}

/** Adds seconds to the child's folded listening total (the child's document id); nothing for a missing child. */
export async function addFoldedListeningSeconds(documentId: string, seconds: number): Promise<void> {
  const child = await storedRows(CHILD, { select: ['id', 'foldedListeningSeconds'] }).findOne({ documentId });
  if (!child) return;
  await strapi.db.query(CHILD).updateMany({
    where: { id: child.id },
    data: { foldedListeningSeconds: Number(child.foldedListeningSeconds ?? 0) + seconds },
  });
}

/** The child with this id, its id and photo file name only; null when there is no such child. */
export function childPhotoById(id: number) {
  return storedRows(CHILD, { select: ['id', 'photoFile'] }).findOne({ id });
}

/** Deletes the children with these document ids; answers how many went. */
export async function deleteChildDocuments(documentIds: string[]): Promise<number> {
  const { count } = await strapi.db.query(CHILD).deleteMany({ where: { documentId: { $in: documentIds } } });
  return count;
}
