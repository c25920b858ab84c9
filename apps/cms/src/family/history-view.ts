/** A child's listening-history entry as stored, and as the apps read it. */
export type HistoryRow = {
  id: number;
  documentId: string;
  childId: string;
  mediaId: string;
  currentMediaTimestamp: number | string;
  location: string | null;
  timeZone: string | null;
  watchingTime: number | string;
  clientSavedAt: number | string;
  updatedAt: string;
};

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

export function toHistoryView(row: HistoryRow): HistoryView {
  return {
    _id: row.documentId,
    childId: row.childId,
    mediaId: row.mediaId,
    currentMediaTimestamp: Number(row.currentMediaTimestamp),
    location: row.location,
    timeZone: row.timeZone,
    watchingTime: Number(row.watchingTime),
    clientSavedAt: Number(row.clientSavedAt),
    updatedAt: row.updatedAt,
  };
}

