import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { PRIVATE_PAGE_CACHE } from '../http/page-cache';
import { checkFavourite, fetchPlayable } from '../cms/player.server';
import { getCmsToken } from '../session.server';

const querySchema = z.object({ childId: z.string().min(1).max(64).optional() });

/**
 * What the player modal needs: the playable media and, for a chosen child, whether it is a favourite. For a child,
 * the CMS may refuse (quiet hours, the day's limit): a 403 with its words, which the player shows.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await getCmsToken(request);
  const mediaId = z.string().min(1).max(64).parse(params.mediaId);
  const { childId } = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  // What it answers depends on who asks (a member's media, a child's favourite): no cache keeps it.
  const headers = { 'Cache-Control': PRIVATE_PAGE_CACHE };
  // A child's bedtime rules apply only to a signed-in parent's child.
  const { media, refusal } = await loadFromCms(() => fetchPlayable(cms(), token, mediaId, token ? childId : undefined));
  if (refusal) return Response.json({ media: null, favourite: false, refusal }, { status: 403, headers });
  if (!media?.src) return Response.json({ media: null, favourite: false, refusal: null }, { status: 404, headers });
  const favourite = token && childId ? await loadFromCms(() => checkFavourite(cms(), token, { childId, mediaId })) : false;
  return Response.json({ media, favourite, refusal: null }, { headers });
}
