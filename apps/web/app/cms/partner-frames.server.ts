import { partnerOriginField } from '@tate/contracts';
import { z } from 'zod';
import type { CmsClient } from './client.server';
import { isCmsError } from './errors.server';

const frameOrigins = z.object({ data: z.object({ origins: z.array(partnerOriginField) }) });

/**
 * The origins that may frame the iframe player for this partner key (`GET /api/partner-frames/:key`: an active
 * partner's allowed origins), read past the public cache so a partner turned off stops being framed at once. An empty
 * list when the CMS refuses the key (unknown, inactive, limited): the frame is then refused everywhere. Any other
 * failure is the CMS's (a CmsError).
 */
export async function fetchFrameOrigins(client: CmsClient, key: string): Promise<string[]> {
  try {
    return (await client.getUncached(`partner-frames/${encodeURIComponent(key)}`, {}, frameOrigins)).data.origins;
  } catch (error) {
    if (isCmsError(error) && error.kind === 'status' && error.status !== undefined && error.status >= 400 && error.status < 500) return [];
    throw error;
  }
}
