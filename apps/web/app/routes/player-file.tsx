import type { LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { z } from 'zod';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchPlayable } from '../cms/player.server';
import { getCmsToken } from '../session.server';

/**
 * A meditation's file under a stable address: `/player/file/{mediaId}` redirects to the public file or, for an
 * entitled parent, to a fresh signed URL. Downloads are stored under this address, so a paid file stays playable
 * offline after its signed URL has expired.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const mediaId = z.string().min(1).max(64).safeParse(params.mediaId);
  if (!mediaId.success) throw new Response('Not found', { status: 404 });
  const token = await getCmsToken(request);
  const media = await loadFromCms(() => fetchPlayable(cms(), token, mediaId.data));
  if (!media?.src) throw new Response('Not found', { status: 404 });
  return redirect(media.src, { headers: { 'Cache-Control': 'private, no-store' } });
}
