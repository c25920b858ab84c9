import type { HistoryEntryShown } from './data/child-history';

/** A child's listening-history entry as the apps read it. */
export type HistoryView = {
  _id: string;
  childId: string;
  mediaId: string;
  currentMediaTimestamp: number;
  location: string | null;
  timeZone: string | null;
  watchingTime: number;
  clientSavedAt: number;
  updatedAt: string;
};

export function toHistoryView(row: HistoryEntryShown): HistoryView {
  return {
    _id: row.documentId,
    childId: row.childId,
    mediaId: row.mediaId,
    currentMediaTimestamp: Number(row.currentMediaTimestamp),
    location: row.location ?? null,
    timeZone: row.timeZone ?? null,
    watchingTime: Number(row.watchingTime),
    clientSavedAt: Number(row.clientSavedAt),
    updatedAt: row.updatedAt,
  };
}

