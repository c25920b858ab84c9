import type { LoaderFunctionArgs } from '@remix-run/node';
import { OFFLINE_UNTIL_HEADER } from '@tate/player-sdk';
import { z } from 'zod';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { playableSource } from '../library/playable-source.server';
import { getCmsToken } from '../session.server';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'];

/**
 * A meditation's file under a stable, same-origin address: `/player/file/{mediaId}` streams the public file or,
 * for an entitled parent, the file behind a fresh signed URL, passing Range through so seeking and resume work.
 * Downloads are stored under this address, so a paid file stays playable offline after its signed URL expired,
 * and the media service worker never sees a cross-origin redirect. A paid file says until when its download may
 * play offline (the plan's end, a month at most); the worker asks again with HEAD, which answers without the file,
 * each time a download plays online (packages/player-sdk/src/sw/media-cache-worker.ts). The CMS is asked once per
 * viewer and meditation for a few minutes (playableSource), not at every Range request of a seek.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const mediaId = z.string().min(1).max(64).safeParse(params.mediaId);
  if (!mediaId.success) throw new Response('Not found', { status: 404 });
  const token = await getCmsToken(request);
  const media = await loadFromCms(() => playableSource(cms(), token, mediaId.data));
  if (!media) throw new Response('Not found', { status: 404 });

  const headers = new Headers({ 'Cache-Control': media.isPaid ? 'private, no-store' : 'public, max-age=300' });
  if (media.offlineUntil) headers.set(OFFLINE_UNTIL_HEADER, media.offlineUntil);
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });

  const range = request.headers.get('range');
  const upstream = await fetch(media.src, { headers: range ? { range } : {}, signal: request.signal });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
