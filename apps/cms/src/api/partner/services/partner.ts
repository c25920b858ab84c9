import { PARTNER_MEDIA_UNAVAILABLE } from '@tate/contracts';
import { ApiError, notFound } from '../../../http/errors';
import { readAllowedOrigins } from '../lib/allowed-origins';
import type { PartnerMediaRow } from '../lib/partner-media';
import { PlayCounter, type PendingPlays } from '../lib/play-counter';

const PARTNER = 'api::partner.partner';
const PLAY = 'api::partner.partner-play';
const MEDITATION = 'api::meditation.meditation';

type PartnerRow = {
  id: number;
  documentId: string;
  active: boolean;
  allowedOrigins: string | null;
  categories: { documentId: string }[];
  meditations: { documentId: string }[];
};

/** A partner whose key and the page's origin were accepted. */
export type AdmittedPartner = { documentId: string; origin: string; categories: Set<string>; meditations: Set<string> };

const refuse = (reason: string) => new ApiError(403, `${PARTNER_MEDIA_UNAVAILABLE}: ${reason}`);

async function addPlays(batch: PendingPlays[]): Promise<void> {
  const table = strapi.db.metadata.get(PLAY).tableName;
  for (const item of batch) {
    const where = { partner: { documentId: item.partner }, meditation: { documentId: item.meditation }, day: item.day };
    const existing = (await strapi.db.query(PLAY).findOne({ where, select: ['id'] })) as { id: number } | null;
    if (existing) await strapi.db.connection(table).where({ id: existing.id }).increment('plays', item.plays);
    else await strapi.documents(PLAY).create({ data: { partner: item.partner, meditation: item.meditation, day: item.day, plays: item.plays } });
  }
}

const counter = new PlayCounter(addPlays);

/** A published meditation, with `populate`, when the partner may play it: free, or paid and licensed (itself or its category). */
async function findLicensed(partner: AdmittedPartner, documentId: string, populate: Record<string, unknown>): Promise<PartnerMediaRow> {
  const row = (await strapi.db.query(MEDITATION).findOne({
    where: { documentId, publishedAt: { $notNull: true } },
    populate,
  })) as PartnerMediaRow | null;
  if (!row) throw notFound('Media');
  const licensed =
    row.accessLevel === 'free' ||
    partner.meditations.has(row.documentId) ||
    (row.category !== null && row.category !== undefined && partner.categories.has(row.category.documentId));
  if (!licensed) throw refuse('this meditation is not licensed to this partner');
  return row;
}

const partnerService = {
  /** The active partner with this key, when the page asking is on one of its allowed origins. */
  async admit(key: string, origin: string): Promise<AdmittedPartner> {
    const row = (await strapi.db.query(PARTNER).findOne({
      where: { publicKey: key },
      populate: { categories: { select: ['documentId'] }, meditations: { select: ['documentId'] } },
    })) as PartnerRow | null;
    if (!row) throw refuse('this partner key is unknown');
    if (!row.active) throw refuse('this partner key is no longer active');
    const origins = readAllowedOrigins(row.allowedOrigins);
    if (!origin || !origins.ok || !origins.origins.includes(origin)) throw refuse(`${origin || 'a page without an origin'} is not one of this partner's sites`);
    return {
      documentId: row.documentId,
      origin,
      categories: new Set(row.categories.map((category) => category.documentId)),
      meditations: new Set(row.meditations.map((meditation) => meditation.documentId)),
    };
  },

  /** Is the partner with this documentId still active? Its embeds' signed file URLs serve only while it is. */
  async isActive(documentId: string): Promise<boolean> {
    return (await strapi.db.query(PARTNER).count({ where: { documentId, active: true } })) > 0;
  },

  /** A published meditation the partner may play, with its file and cover (see `assertLicensed`). */
  async licensedMedia(partner: AdmittedPartner, documentId: string): Promise<PartnerMediaRow> {
    return findLicensed(partner, documentId, { file: true, cover: true, category: { select: ['documentId'] } });
  },

  /** Throws unless the meditation is published and the partner may play it: free, or paid and licensed. */
  async assertLicensed(partner: AdmittedPartner, documentId: string): Promise<void> {
    await findLicensed(partner, documentId, { category: { select: ['documentId'] } });
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
    'api::partner.partner': PartnerService;
  }
}

export default partnerService;
