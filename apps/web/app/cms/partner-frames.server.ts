import { isPartnerRefusalCode, partnerOriginField, partnerRefusalDetail, type PartnerRefusalDetail } from '@tate/contracts';
import { z } from 'zod';
import type { CmsClient, CmsQuery } from './client.server';
import { isCmsError } from './errors.server';

const frameOrigins = z.object({ data: z.object({ origins: z.array(partnerOriginField) }) });

/** The origins that may frame the iframe player for a key, or why the CMS refused the key. */
export type FrameOrigins = { origins: string[] } | { refusal: PartnerRefusalDetail };

/**
 * The origins that may frame the iframe player for this partner key (`GET /api/partner-frames/:key`: an active
 * partner's allowed origins), read past the public cache so a partner turned off stops being framed at once; or the
 * CMS's refusal of the key (unknown, inactive, rate limited with its Retry-After), which the frame tells its partner.
 * A refusal without a partner code is an empty list (the frame refused everywhere). Any other failure is the CMS's.
 * `framer`, the origin of the page framing the player when its Referer says it, lets the CMS refuse (and count for the
 * partner) a page the key does not allow: `origin-not-allowed`.
 */
export async function fetchFrameOrigins(client: CmsClient, key: string, framer: string | null = null): Promise<FrameOrigins> {
  try {
    const query: CmsQuery = framer === null ? {} : { framer };
    return { origins: (await client.getUncached(`partner-frames/${encodeURIComponent(key)}`, query, frameOrigins)).data.origins };
  } catch (error) {
    if (!isCmsError(error) || error.kind !== 'status' || error.status === undefined || error.status < 400 || error.status >= 500) throw error;
    const { code, retryAfter } = error.details;
    return isPartnerRefusalCode(code) ? { refusal: partnerRefusalDetail(code, code === 'rate-limited' ? retryAfter : undefined) } : { origins: [] };
  }
}
