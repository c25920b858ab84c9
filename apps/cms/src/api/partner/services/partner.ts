import { partnerRefusal } from '../lib/partner-refusal';
import { readAllowedOrigins } from '../lib/allowed-origins';
import { publishedMediaForPartner, publishedMediaWithCategory, type MediaForPartner } from '../../../media/data/meditation';
import { isActivePartner, PARTNER, PARTNER_PLAY, partnerByKey, playCountOf } from '../../../commerce/data/partner';
import { PlayCounter, type PendingPlays } from '../lib/play-counter';

/** A partner whose key and the page's origin were accepted. */
export type AdmittedPartner = { documentId: string; origin: string; categories: Set<string>; meditations: Set<string> };

async function addPlays(batch: PendingPlays[]): Promise<void> {
  const table = strapi.db.metadata.get(PARTNER_PLAY).tableName;
  for (const item of batch) {
    const existing = await playCountOf(item.partner, item.meditation, item.day);
    if (existing) await strapi.db.connection(table).where({ id: existing.id }).increment('plays', item.plays);
    else await strapi.documents(PARTNER_PLAY).create({ data: { partner: item.partner, meditation: item.meditation, day: item.day, plays: item.plays } });
  }
}

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

const partnerService = {
  /** The active partner with this key, when the page asking is on one of its allowed origins. */
  async admit(key: string, origin: string): Promise<AdmittedPartner> {
    const row = await partnerByKey(key);
    if (!row) throw partnerRefusal('key-unknown');
    if (!row.active) throw partnerRefusal('key-inactive');
    const origins = readAllowedOrigins(row.allowedOrigins);
    if (!origin || !origins.ok || !origins.origins.includes(origin)) throw partnerRefusal('origin-not-allowed');
    return {
      documentId: row.documentId,
      origin,
      categories: new Set(row.categories.map((category) => category.documentId)),
      meditations: new Set(row.meditations.map((meditation) => meditation.documentId)),
    };
  },

  /** Is the partner with this documentId still active? Its embeds' signed file URLs serve only while it is. */
  async isActive(documentId: string): Promise<boolean> {
    return isActivePartner(documentId);
  },

  /** A published meditation the partner may play, with its file and cover (see `assertLicensed`). */
  async licensedMedia(partner: AdmittedPartner, documentId: string): Promise<MediaForPartner> {
    return licensed(partner, await publishedMediaForPartner(documentId));
  },

  /** Throws unless the meditation is published and the partner may play it: free, or paid and licensed. */
  async assertLicensed(partner: AdmittedPartner, documentId: string): Promise<void> {
    licensed(partner, await publishedMediaWithCategory(documentId));
  },

  /** Counts one play; written with the others of the same day at the next flush. */
  countPlay(partner: AdmittedPartner, mediaId: string): void {
    counter.count(partner.documentId, mediaId);
  },

  flushPlays(): Promise<void> {
    return counter.flush();
  },
};

export type PartnerService = typeof partnerService;

declare module '../../../utils/services' {
  interface Services {
    [PARTNER]: PartnerService;
  }
}

export default partnerService;
