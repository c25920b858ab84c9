import { storedRows, type StoredRow } from '../../utils/stored-rows';

/** The child-history content type's UID: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md). */
export const CHILD_HISTORY = 'api::child-history.child-history';

/** Where a child stopped in a meditation: one entry per child and meditation (document ids of both). */
export type HistoryEntry = StoredRow<typeof CHILD_HISTORY>;

/** What a save writes to an entry. */
export type HistoryPosition = {
  currentMediaTimestamp: number;
  location: string | null;
  timeZone: string | null;
  clientSavedAt: number;
  watchingTime: number;
};

const entries = () => storedRows(CHILD_HISTORY);

/** The child's entry for this media, if it listened to it. */
export function findHistoryEntry(childId: string, mediaId: string): Promise<HistoryEntry | null> {
  return entries().findOne({ childId, mediaId });
}

export function findHistoryEntryByDocumentId(documentId: string): Promise<HistoryEntry | null> {
  return entries().findOne({ documentId });
}

/** The child's entries (for one media when given), newest saved first. */
export function historyOf(childId: string, mediaId?: string): Promise<HistoryEntry[]> {
  return entries().findMany({ ...(mediaId ? { mediaId } : {}), childId }, [{ updatedAt: 'desc' }, { id: 'desc' }]);
}

/** The child's last `limit` entries by the client time of their save. */
export function recentHistoryOf(childId: string, limit: number): Promise<HistoryEntry[]> {
  return entries().findMany({ childId }, [{ clientSavedAt: 'desc' }, { id: 'desc' }], limit);
}

/** The child's latest entry saved with a time zone. */
export function latestEntryWithTimeZone(childId: string): Promise<HistoryEntry | null> {
  return entries().findOne({ childId, timeZone: { $notNull: true } }, [{ updatedAt: 'desc' }, { id: 'desc' }]);
}

/** A new entry (the unique index on child and media refuses a second one for the pair). */
export async function createHistoryEntry(childId: string, mediaId: string, position: HistoryPosition): Promise<void> {
  await strapi.documents(CHILD_HISTORY).create({
    data: {
      childId,
      mediaId,
      ...position,
      location: position.location ?? undefined,
      timeZone: position.timeZone ?? undefined,
    },
  });
}

/**
 * Writes the position when the entry's save is older than this one's client time, and the time of this write (the
 * child's history lists its entries by it, newest first). True when it did.
 */
export async function updateHistoryEntryIfOlder(entry: HistoryEntry, position: HistoryPosition): Promise<boolean> {
  const { count } = await strapi.db.query(CHILD_HISTORY).updateMany({
    where: { id: entry.id, clientSavedAt: { $lt: position.clientSavedAt } },
    data: { ...position, updatedAt: new Date() },
  });
  return count > 0;
}

export async function deleteHistoryEntry(entry: HistoryEntry): Promise<void> {
  await strapi.db.query(CHILD_HISTORY).delete({ where: { id: entry.id } });
}

/** The table entries are stored in, for queries that join it. */
export function historyTableName(): string {
  return strapi.db.metadata.get(CHILD_HISTORY).tableName;
}
