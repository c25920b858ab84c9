import { storedRows, type StoredRow } from '../../../utils/stored-rows';

/**
 * The consent's UID: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md). The type keeps its
 * first UID and table: its schema stays in src/api/parental-consent (docs/decisions/2026-11-28-privacy-one-home.md).
 */
export const CONSENT = 'api::parental-consent.parental-consent';

/** A parent's agreement to a privacy notice version, how it was given, and what verified it. */
export type Consent = StoredRow<typeof CONSENT>;

type ConsentChange = Pick<Consent, 'noticeVersion' | 'method'> & { verification: Consent['verification'] };

/** The parent's consents, the first agreed first. */
export function consentsOf(parentId: number): Promise<Consent[]> {
  return storedRows(CONSENT).findMany({ parent: { id: parentId } }, [{ agreedAt: 'asc' }, { id: 'asc' }]);
}

/** The notice version the parent last agreed to; null when none. */
export async function latestAgreedVersion(parentId: number): Promise<string | null> {
  const latest = await storedRows(CONSENT, { select: ['noticeVersion'] }).findOne({ parent: { id: parentId } }, [
    { agreedAt: 'desc' },
    { id: 'desc' },
  ]);
  return latest?.noticeVersion ?? null;
}

/** Records the parent's agreement now, verified now when a verification is named. */
export async function recordConsent(parentId: number, consent: ConsentChange): Promise<void> {
  const agreedAt = new Date();
  await strapi.db.query(CONSENT).create({
    data: { parent: parentId, agreedAt, ...consent, verifiedAt: consent.verification ? agreedAt : null },
  });
}

/** Verifies the parent's consents given by one of these methods that wait for their proof. */
export async function verifyWaitingConsents(parentId: number, methods: Consent['method'][], verification: NonNullable<Consent['verification']>): Promise<void> {
  // Found first, then updated by id: an update's where cannot join the parent relation.
  const waiting = await storedRows(CONSENT, { select: ['id'] }).findMany({
    parent: { id: parentId },
    method: { $in: methods },
    verification: { $null: true },
  });
  if (waiting.length === 0) return;
  await strapi.db.query(CONSENT).updateMany({
    where: { id: { $in: waiting.map((row) => row.id) } },
    data: { verification, verifiedAt: new Date() },
  });
}
