import type { Knex } from 'knex';

/**
 * Claims one scheduled action for this CMS instance by deleting its row: the database lets exactly one
 * delete remove it, so among racing instances only the one whose delete removed a row runs the action.
 * (The publisher plugin deletes an action after running it anyway, successful or not.)
 */
export async function claimAction(db: Knex, tableName: string, documentId: string): Promise<boolean> {
  const removed = await db(tableName).where({ document_id: documentId }).del();
  return removed > 0;
}
