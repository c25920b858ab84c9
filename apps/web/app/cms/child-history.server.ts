import { z } from 'zod';
import type { CmsClient } from './client.server';
import { foundOf } from './envelope.server';

/** A saved place in a child's listening history: the meditation and the second the child stopped at. */
const historySchema = z.array(z.object({ mediaId: z.string(), currentMediaTimestamp: z.number() }));

export type HistoryEntry = z.infer<typeof historySchema>[number];

/**
 * One child's listening history in the CMS's order (`child-history/all`), of one meditation when `mediaId` is given;
 * null when the child is not the signed-in parent's (the CMS answers another parent's child exactly like a missing one).
 */
export async function fetchChildHistory(
  cms: CmsClient,
  token: string,
  query: { childId: string; mediaId?: string },
): Promise<HistoryEntry[] | null> {
  return foundOf('child-history/all', await cms.postEnvelope('child-history/all', query, { token }), historySchema);
}
