import type { Knex } from 'knex';
import { z } from 'zod';
import { storedRows, type StoredRow } from '../../utils/stored-rows';
import { listeningDayIncrement } from './listening-day';

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

/** The columns of an entry its answer shows (toHistoryView), as the query engine reads them. */
export type HistoryEntryShown = Pick<
  HistoryEntry,
  'documentId' | 'childId' | 'mediaId' | 'currentMediaTimestamp' | 'location' | 'timeZone' | 'watchingTime' | 'clientSavedAt' | 'updatedAt'
>;

const decimal = z.union([z.number(), z.string()]).transform(Number);
/**
 * An entry as the database gives it back from a write (knex's rows are untyped): snake_case columns, decimals as
 * strings on PostgreSQL, the big integer as a string or a number, the date-time as a Date (PostgreSQL) or ms
 * (SQLite). Read into the query engine's shape (@strapi/database's fields' fromDB), so the answer is the one a read
 * after the write gave.
 */
const returnedEntry = z
  .object({
    document_id: z.string(),
    child_id: z.string(),
    media_id: z.string(),
    current_media_timestamp: decimal,
    location: z.string().nullable(),
    time_zone: z.string().nullable(),
    watching_time: decimal,
    client_saved_at: z.union([z.number(), z.string(), z.bigint()]).transform(String),
    updated_at: z.union([z.date(), z.number(), z.string()]).transform((value) => new Date(value).toISOString()),
  })
  .transform(
    (row): HistoryEntryShown => ({
      documentId: row.document_id,
      childId: row.child_id,
      mediaId: row.media_id,
      currentMediaTimestamp: row.current_media_timestamp,
      location: row.location,
      timeZone: row.time_zone,
      watchingTime: row.watching_time,
      clientSavedAt: row.client_saved_at,
      updatedAt: row.updated_at,
    }),
  );

/** The columns of an entry a save's answer shows, as the write returns them. */
const SHOWN_COLUMNS = ['document_id', 'child_id', 'media_id', 'current_media_timestamp', 'location', 'time_zone', 'watching_time', 'client_saved_at', 'updated_at'];

/**
 * The statement writing the position over the pair's entry when its save is older than this one's client time,
 * answering the row written (RETURNING, on PostgreSQL and SQLite): the seconds added and the location and time zone
 * kept when this save leaves them out, in the database, and the time of this write (the child's history lists its
 * entries by it, newest first).
 */
function entryUpdateIfOlder(knex: Knex | Knex.Transaction, childId: string, mediaId: string, position: HistoryPosition) {
  return knex(historyTableName())
    .where({ child_id: childId, media_id: mediaId })
    .andWhere('client_saved_at', '<', position.clientSavedAt)
    .update(
      {
        current_media_timestamp: position.currentMediaTimestamp,
        location: knex.raw('coalesce(?, ??)', [position.location, 'location']),
        time_zone: knex.raw('coalesce(?, ??)', [position.timeZone, 'time_zone']),
        watching_time: knex.raw('?? + ?', ['watching_time', position.watchingTime]),
        client_saved_at: position.clientSavedAt,
        updated_at: new Date(),
      },
      SHOWN_COLUMNS,
    );
}

/**
 * Writes the position over the pair's entry when its save is older (entryUpdateIfOlder), in one statement. Null when
 * nothing was written: no entry yet, or a newer save stored.
 */
export async function updateHistoryEntryIfOlder(
  trx: Knex.Transaction,
  childId: string,
  mediaId: string,
  position: HistoryPosition,
): Promise<HistoryEntryShown | null> {
  const rows: unknown = await entryUpdateIfOlder(trx, childId, mediaId, position);
  const [row] = z.array(returnedEntry).parse(rows);
  return row ?? null;
}

const returnedEntryAndDay = z.object({ days_counted: z.union([z.number(), z.string()]).transform(Number) }).passthrough();

/**
 * PostgreSQL only (a data-modifying WITH, which SQLite has not): the entry's update (entryUpdateIfOlder) and, when it
 * wrote, the listened seconds added to the child's row for `day`, in one statement, atomic on its own, one round trip.
 * Answers the entry written and whether the day had its row (when not, the caller creates it); null when nothing was
 * written (no entry yet, or a newer save stored), the day untouched.
 */
export async function updateHistoryEntryAndDayIfOlder(
  childId: string,
  mediaId: string,
  position: HistoryPosition,
  day: string,
): Promise<{ entry: HistoryEntryShown; dayCounted: boolean } | null> {
  const knex = strapi.db.connection;
  const dayIncrement = listeningDayIncrement(knex, childId, day, position.watchingTime)
    .whereExists(knex.select(1).from('entry'))
    .returning(['id']);
  const rows: unknown = await knex
    .with('entry', entryUpdateIfOlder(knex, childId, mediaId, position))
    .with('day', dayIncrement)
    .select('entry.*', knex.raw('(select count(*) from ??) as ??', ['day', 'days_counted']))
    .from('entry');
  const [row] = z.array(returnedEntryAndDay).parse(rows);
  if (!row) return null;
  return { entry: returnedEntry.parse(row), dayCounted: row.days_counted > 0 };
}

export async function deleteHistoryEntry(entry: HistoryEntry): Promise<void> {
  await strapi.db.query(CHILD_HISTORY).delete({ where: { id: entry.id } });
}

/** The table entries are stored in, for queries that join it. */
export function historyTableName(): string {
  return strapi.db.metadata.get(CHILD_HISTORY).tableName;
}
