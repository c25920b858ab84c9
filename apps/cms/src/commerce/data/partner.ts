import { storedRows } from '../../utils/stored-rows';

/**
 * The partner content types' UIDs and their queries: named here only (lint: docs/decisions/2026-11-28-cms-typed-content-types.md).
 * Below the features (src/api), so the partner feature, the media address, the seed, the editors' list columns and
 * the admin roles all import them.
 */
export const PARTNER = 'api::partner.partner';
export const PARTNER_PLAY = 'api::partner.partner-play';

/** A partner by its public key, with the document ids of the categories and meditations it is licensed to play, or null. */
export function partnerByKey(publicKey: string) {
  return storedRows(PARTNER, { populate: { categories: { select: ['documentId'] }, meditations: { select: ['documentId'] } } }).findOne({
    publicKey,
  });
}

/**
 * The id, startup times and refusals of the partner's numbers of a meditation on a day (`meditation` null: the
 * partner's row of refusals that day), or null when none is stored yet.
 */
export function playCountOf(partner: string, meditation: string | null, day: string) {
  const ofMeditation = meditation === null ? { id: { $null: true } } : { documentId: meditation };
  return storedRows(PARTNER_PLAY, { select: ['id', 'startups', 'refusals'] }).findOne({ partner: { documentId: partner }, meditation: ofMeditation, day });
}

/** The partner's numbers per meditation and day from this day (YYYY-MM-DD) on, each with its meditation's document id. */
export function playCountsSince(partner: string, fromDay: string) {
  return storedRows(PARTNER_PLAY, {
    select: ['day', 'views', 'plays', 'completions', 'startups', 'refusals'],
    populate: { meditation: { select: ['documentId'] } },
  }).findMany({ partner: { documentId: partner }, day: { $gte: fromDay } }, [{ day: 'asc' }]);
}

/** Whether the partner with this document id is active. */
export async function isActivePartner(documentId: string): Promise<boolean> {
  return (await strapi.db.query(PARTNER).count({ where: { documentId, active: true } })) > 0;
}

/** A partner's stored signing secrets (encrypted, never in an API's answer), as stored, or null without such a partner. */
export async function storedSigningSecretsOf(documentId: string): Promise<unknown> {
  const row: unknown = await strapi.db.query(PARTNER).findOne({ where: { documentId }, select: ['signingSecrets'] });
  return typeof row === 'object' && row !== null && 'signingSecrets' in row ? (row.signingSecrets ?? []) : null;
}

/** Replaces a partner's stored signing secrets; false when no partner has this document id. */
export async function storeSigningSecrets(documentId: string, signingSecrets: object[]): Promise<boolean> {
  const { count } = await strapi.db.query(PARTNER).updateMany({ where: { documentId }, data: { signingSecrets } });
  return count > 0;
}
