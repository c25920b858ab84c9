import type { Knex } from 'knex';
import { z } from 'zod';
import { storedRows, type ReadRow } from '../../utils/stored-rows';

/** The listening day's UID: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md). */
export const LISTENING_DAY = 'api::child-history.listening-day';

const DAY_AND_SECONDS = { select: ['day', 'seconds'] } as const;

/** Seconds a child listened on one family day (YYYY-MM-DD): one row per child and day. */
export type ListeningDay = ReadRow<typeof LISTENING_DAY, typeof DAY_AND_SECONDS>;

/** The child ids of a raw read of the table (knex gives untyped rows). */
const childIdRows = z.array(z.object({ child_id: z.string() }));

const tableName = () => strapi.db.metadata.get(LISTENING_DAY).tableName;

/** The statement adding seconds to the child's row for `day`, when it has one (it writes nothing else). */
export function listeningDayIncrement(knex: Knex | Knex.Transaction, childId: string, day: string, seconds: number) {
  return knex(tableName())
    .where({ child_id: childId, day })
    .update({ seconds: knex.raw('seconds + ?', [seconds]), updated_at: new Date() });
}

/** Every listening day of the child (its document id). */
export function listeningDaysOf(childId: string): Promise<ListeningDay[]> {
  return storedRows(LISTENING_DAY, DAY_AND_SECONDS).findMany({ childId });
}

/** The child's listening days among these days. */
export function listeningOnDays(childId: string, days: string[]): Promise<ListeningDay[]> {
  return storedRows(LISTENING_DAY, DAY_AND_SECONDS).findMany({ childId, day: { $in: days } });
}

/**
 * Adds listened seconds to the child's row for `day`, creating it the first time: an increment in the database, so
 * concurrent saves all count; a create that loses the race to another increments instead. In a transaction, `trx`
 * is it (the create goes through the document service, which joins the transaction it runs in).
 */
export async function addListeningSeconds(childId: string, day: string, seconds: number, trx?: Knex.Transaction): Promise<void> {
  const increment = () => listeningDayIncrement(trx ?? strapi.db.connection, childId, day, seconds);
  if ((await increment()) > 0) return;
  try {
    await strapi.documents(LISTENING_DAY).create({ data: { childId, day, seconds } });
  } catch (error) {
    if ((await increment()) === 0) throw error;
  }
}

/** The children (document ids) with listening days before `firstKeptDay`. */
export async function childrenWithDaysBefore(firstKeptDay: string): Promise<string[]> {
  const rows = childIdRows.parse(await strapi.db.connection(tableName()).distinct('child_id').where('day', '<', firstKeptDay));
  return rows.map((row) => row.child_id);
}

/** The child's listening days before `firstKeptDay`, their ids and seconds. */
export function daysBefore(childId: string, firstKeptDay: string) {
  return storedRows(LISTENING_DAY, { select: ['id', 'seconds'] }).findMany({ childId, day: { $lt: firstKeptDay } });
}

/** Deletes the listening days with these ids. */
export async function deleteListeningDays(ids: number[]): Promise<void> {
  await strapi.db.query(LISTENING_DAY).deleteMany({ where: { id: { $in: ids } } });
}
