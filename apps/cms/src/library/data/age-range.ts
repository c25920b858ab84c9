import type { StoredRow } from '../../utils/stored-rows';

/** The age-range content type's UID: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md). */
export const AGE_RANGE = 'api::age-range.age-range';

/** An age a meditation is suggested for ("5-7"), a library filter value. */
export type AgeRange = StoredRow<typeof AGE_RANGE>;

/** The age ranges' document ids by label (at most 100, the library's few). */
export async function ageRangeIdsByLabel(): Promise<Map<string, string>> {
  const rows = await strapi.documents(AGE_RANGE).findMany({ limit: 100 });
  return new Map(rows.map((row) => [row.label ?? '', row.documentId]));
}
