import { storedRows } from '../../../utils/stored-rows';

/** The parent PIN's UID and queries (docs/decisions/2026-11-28-cms-typed-content-types.md): only the gate reads them. */
export const PARENT_PIN = 'api::parent-gate.parent-pin';

/** The parent's stored PIN hash, or null when the parent has set no PIN. */
export async function pinHashOf(parentId: number): Promise<string | null> {
  const row = await storedRows(PARENT_PIN, { select: ['id', 'pinHash'] }).findOne({ parent: { id: parentId } });
  return row?.pinHash ?? null;
}

/** Stores the parent's PIN hash, replacing the one before. */
export async function savePinHash(parentId: number, pinHash: string): Promise<void> {
  const row = await storedRows(PARENT_PIN, { select: ['id'] }).findOne({ parent: { id: parentId } });
  if (row) await strapi.db.query(PARENT_PIN).update({ where: { id: row.id }, data: { pinHash } });
  else await strapi.db.query(PARENT_PIN).create({ data: { parent: parentId, pinHash } });
}
