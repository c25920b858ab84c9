import type { PartnerNumbers } from '@tate/contracts';
import { LRUCache } from 'lru-cache';
import type { PartnerRefusalCode } from '@tate/contracts';
import { partnerRefusal } from '../lib/partner-refusal';
import { readAllowedOrigins } from '../lib/allowed-origins';
import { meditationTitles, publishedMediaForPartner, publishedMediaWithCategory, type MediaForPartner } from '../../../media/data/meditation';
import {
  isActivePartner,
  PARTNER,
  PARTNER_PLAY,
  partnerByKey,
  playCountOf,
  playCountsSince,
  storedSigningSecretsOf,
  storeSigningSecrets,
} from '../../../commerce/data/partner';
import { notFound } from '../../../http/errors';
import { addCounts, PlayCounter, type EmbedEvent, type PendingPlays } from '../lib/play-counter';
import { firstNumbersDay, partnerNumbers } from '../lib/partner-numbers';
import { decryptSecret, newSigningSecret, rotated, storedSecrets } from '../lib/signing-secrets';
import { verifyPartnerToken } from '../lib/partner-token';
import { iframePlayerOrigin } from '../lib/iframe-player-origin';

/**
 * A partner whose key and the page's origin were accepted; `viaIframePlayer` when that origin is the web's iframe
 * player standing in for the partner's (not one of the partner's own allowed origins).
 */
export type AdmittedPartner = {
  documentId: string;
  key: string;
  origin: string;
  viaIframePlayer: boolean;
  categories: Set<string>;
  meditations: Set<string>;
};

/** Counts per name as stored (startup buckets, refusal codes), or none. */
function countsOf(stored: unknown): Record<string, number> {
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, number] => Number.isInteger(entry[1])));
}

/**
 * Adds a batch to the stored rows: the counts by an increment in the database, the startup buckets and refusal codes
 * by merging the row's (an instance's flush writes its own; two instances flushing the same row at once may lose one's).
 */
async function addPlays(batch: PendingPlays[]): Promise<void> {
  const table = strapi.db.metadata.get(PARTNER_PLAY).tableName;
  for (const item of batch) {
    const { views, plays, completions, startups, refusals } = item;
    const existing = await playCountOf(item.partner, item.meditation, item.day);
    if (existing) {
      await strapi.db.connection(table).where({ id: existing.id }).increment({ views, plays, completions });
      const merged: Record<string, string> = {};
      if (Object.keys(startups).length > 0) merged.startups = JSON.stringify(addCounts(countsOf(existing.startups), startups));
      if (Object.keys(refusals).length > 0) merged.refusals = JSON.stringify(addCounts(countsOf(existing.refusals), refusals));
      if (Object.keys(merged).length > 0) await strapi.db.connection(table).where({ id: existing.id }).update(merged);
    } else {
      const data = { partner: item.partner, meditation: item.meditation, day: item.day, views, plays, completions, startups, refusals };
      await strapi.documents(PARTNER_PLAY).create({ data });
    }
  }
}

/**
 * The partners of keys this instance admitted lately (key to documentId): a lookup refused as rate-limited before its
 * key is read counts for that key's partner without a database read, so a flood of refused lookups costs none.
 */
const admittedKeys = new LRUCache<string, string>({ max: 5000 });

const counter = new PlayCounter(addPlays);

/** The meditation row, when the partner may play it: free, or paid and licensed (itself or its category). */
function licensed<Row extends { documentId: string; accessLevel: 'free' | 'paid'; category: { documentId: string } | null }>(
  partner: AdmittedPartner,
  row: Row | null,
): Row {
  if (!row) throw partnerRefusal('media-not-found');
  const mayPlay =
    row.accessLevel === 'free' ||
    partner.meditations.has(row.documentId) ||
    (row.category !== null && partner.categories.has(row.category.documentId));
  if (!mayPlay) throw partnerRefusal('not-licensed');
  return row;
}

/** The active partner with this key and its allowed origins (none when an editor left them unreadable). */
async function activePartner(key: string) {
  const row = await partnerByKey(key);
  if (!row) throw partnerRefusal('key-unknown');
  if (!row.active) throw partnerRefusal('key-inactive', row.documentId);
  const origins = readAllowedOrigins(row.allowedOrigins);
  return { row, origins: origins.ok ? origins.origins : [] };
}

const partnerService = {
  /**
   * The active partner with this key, when the page asking is on one of its allowed origins, or is the web's iframe
   * player (`/embed/<meditation>`), which the web lets only those origins frame (`frameOrigins`).
   */
  async admit(key: string, origin: string): Promise<AdmittedPartner> {
    const { row, origins } = await activePartner(key);
    const ownOrigin = origins.includes(origin);
    const viaIframePlayer = !ownOrigin && origins.length > 0 && origin === iframePlayerOrigin();
    admittedKeys.set(key, row.documentId);
    if (!origin || !(ownOrigin || viaIframePlayer)) throw partnerRefusal('origin-not-allowed', row.documentId);
    return {
      documentId: row.documentId,
      key,
      origin,
      viaIframePlayer,
      categories: new Set(row.categories.map((category) => category.documentId)),
      meditations: new Set(row.meditations.map((meditation) => meditation.documentId)),
    };
  },

  /**
   * The origins that may frame the web's iframe player for this key (its CSP frame-ancestors): the active partner's
   * allowed origins. They are no secret: each is in the frame's answer headers. `framer`, the origin of the page
   * framing it when the web knows it (its Referer), is refused with `origin-not-allowed` for this partner unless it is
   * one of them, so that the frames the web refuses count in the partner's refusals like the lookups the CMS refuses.
   */
  async frameOrigins(key: string, framer: string | null = null): Promise<string[]> {
    const { row, origins } = await activePartner(key);
    if (framer !== null && !origins.includes(framer)) throw partnerRefusal('origin-not-allowed', row.documentId);
    return origins;
  },

  /** Is the partner with this documentId still active? Its embeds' signed file URLs serve only while it is. */
  async isActive(documentId: string): Promise<boolean> {
    return isActivePartner(documentId);
  },

  /**
   * A published meditation the partner may play, with its file and cover (see `assertLicensed`); a paid one only with
   * a valid token signed by the partner's server (the public key alone never gets a paid file).
   */
  async licensedMedia(partner: AdmittedPartner, documentId: string, token: string | null): Promise<MediaForPartner> {
    const row = licensed(partner, await publishedMediaForPartner(documentId));
    if (row.accessLevel === 'paid') await partnerService.assertToken(partner, documentId, token);
    return row;
  },

  /** Throws the token's refusal unless it is valid for this partner and meditation (lib/partner-token.ts). */
  async assertToken(partner: AdmittedPartner, documentId: string, token: string | null): Promise<void> {
    if (!token) throw partnerRefusal('token-required');
    const stored = storedSecrets.parse(await storedSigningSecretsOf(partner.documentId));
    const secrets = stored.map(decryptSecret).filter((secret): secret is string => secret !== null);
    await verifyPartnerToken({ token, partnerKey: partner.key, mediaId: documentId, secrets });
  },

  /**
   * Makes the partner a new signing secret and returns it, in the clear, this once: it is stored encrypted and never
   * answered again. The newest previous secret stays valid until the next rotation (two valid at a time).
   */
  async rotateSigningSecret(documentId: string): Promise<{ secret: string; createdAt: string }> {
    const current = await storedSigningSecretsOf(documentId);
    if (current === null) throw notFound('Partner');
    const secret = newSigningSecret();
    const secrets = rotated(storedSecrets.parse(current), secret);
    if (!(await storeSigningSecrets(documentId, secrets))) throw notFound('Partner');
    return { secret, createdAt: secrets[0]?.createdAt ?? new Date().toISOString() };
  },

  /** Throws unless the meditation is published and the partner may play it: free, or paid and licensed. */
  async assertLicensed(partner: AdmittedPartner, documentId: string): Promise<void> {
    licensed(partner, await publishedMediaWithCategory(documentId));
  },

  /**
   * Counts a refusal answered to a partner's embed, by code, for the partner it names (the refused request's partner,
   * else the partner of its key when this instance admitted that key lately); nothing for a key of no known partner.
   */
  countRefusal(code: PartnerRefusalCode, partner: string | null, key: string | null): void {
    const documentId = partner ?? (key === null ? undefined : admittedKeys.get(key));
    if (documentId) counter.countRefusal(documentId, code);
  },

  /** Counts one event of an embed (a view, a play, a startup, a completion); written at the next flush. */
  countEvent(partner: AdmittedPartner, mediaId: string, event: EmbedEvent): void {
    counter.count(partner.documentId, mediaId, event);
  },

  /** The partner's embed numbers of the last 30 days (UTC), per meditation and per day. */
  async numbers(documentId: string, now = new Date()): Promise<PartnerNumbers> {
    const rows = await playCountsSince(documentId, firstNumbersDay(now));
    const titles = await meditationTitles(rows.flatMap((row) => (row.meditation ? [row.meditation.documentId] : [])));
    return partnerNumbers(rows, titles, now);
  },

  flushPlays(): Promise<void> {
    return counter.flush();
  },
};

declare module '../../../utils/services' {
  interface Services {
    [PARTNER]: typeof partnerService;
  }
}

export default partnerService;
