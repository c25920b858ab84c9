import type { LoaderFunctionArgs } from '@remix-run/node';
import { cuesToWebVtt } from '@tate/contracts';
import { z } from 'zod';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { playableSource } from '../library/playable-source.server';
import { getCmsToken } from '../session.server';

/**
 * `/player/captions/{mediaId}`: a meditation's words as a WebVTT file, the video's `<track kind="captions">`. Served
 * under the same rule as the media (`/player/file/{mediaId}`, whose source it shares): a paid meditation's words only
 * for a member.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const mediaId = z.string().min(1).max(64).safeParse(params.mediaId);
  if (!mediaId.success) throw new Response('Not found', { status: 404 });
  const token = await getCmsToken(request);
  const media = await loadFromCms(() => playableSource(cms(), token, mediaId.data));
  if (!media?.transcript) throw new Response('Not found', { status: 404 });
  return new Response(cuesToWebVtt(media.transcript.cues), {
    headers: {
      'Content-Type': 'text/vtt; charset=utf-8',
      'Cache-Control': media.isPaid ? 'private, no-store' : 'public, max-age=300',
    },
  });
}
