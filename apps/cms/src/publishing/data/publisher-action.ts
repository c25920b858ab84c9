import { storedRows, type StoredRow } from '../../utils/stored-rows';

/**
 * strapi-plugin-publisher's scheduled action (a publication or unpublication at a time): its UID and the queries the
 * scheduled publishing makes are here only (lint, docs/decisions/2026-11-28-cms-typed-content-types.md).
 */
export const PUBLISHER_ACTION = 'plugin::publisher.action';

export type ScheduledAction = StoredRow<typeof PUBLISHER_ACTION>;

/** The actions whose time has come, oldest first. */
export function dueActions(now: Date): Promise<ScheduledAction[]> {
  return storedRows(PUBLISHER_ACTION).findMany({ executeAt: { $lte: now } }, [{ executeAt: 'asc' }]);
}

/** The table the actions are stored in, for the claim that deletes one row (src/publishing/claim-action.ts). */
export function actionTableName(): string {
  return strapi.db.metadata.get(PUBLISHER_ACTION).tableName;
}
