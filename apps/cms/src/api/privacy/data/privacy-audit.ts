import type { RemovedChildData } from '@tate/contracts';

/**
 * The privacy audit log's UID (who did what to a family's data, and when): named here only (lint,
 * docs/decisions/2026-11-28-cms-typed-content-types.md). The type is stored in the family-data API folder, its first home.
 */
export const PRIVACY_AUDIT = 'api::family-data.privacy-audit';

/** An account is 'account-deleted' by its parent, or 'account-erased-unused' by the retention job. */
export type PrivacyAction = 'family-data-downloaded' | 'child-data-deleted' | 'account-deleted' | 'account-erased-unused';

export type PrivacyAuditEntry = {
  action: PrivacyAction;
  /** The parent account's document id (it outlives the account: the row has no relation to it). */
  parentId: string;
  childId?: string;
  removed?: RemovedChildData;
};

/** Writes one audit row; its creation time is the "when". */
export async function recordPrivacyAction(entry: PrivacyAuditEntry): Promise<void> {
  await strapi.db.query(PRIVACY_AUDIT).create({ data: entry });
}
