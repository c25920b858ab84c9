/**
 * The retention job's run claims (one row per hour a run took, its run key unique): the UID is named here only (lint,
 * docs/decisions/2026-11-28-cms-typed-content-types.md).
 */
export const RETENTION_RUN = 'api::retention.retention-run';

/** How many claims hold this run key (0 or 1: the key is unique). */
export function countRunClaims(runKey: string): Promise<number> {
  return strapi.db.query(RETENTION_RUN).count({ where: { runKey } });
}

/** Claims a run key; throws when another instance claimed it first (the unique index). */
export async function insertRunClaim(runKey: string): Promise<void> {
  await strapi.db.query(RETENTION_RUN).create({ data: { runKey } });
}

/** Forgets the claims of runs before this key. */
export async function deleteRunClaimsBefore(runKey: string): Promise<void> {
  await strapi.db.query(RETENTION_RUN).deleteMany({ where: { runKey: { $lt: runKey } } });
}
