import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { partnerKeyField, type EmbedError } from '@tate/contracts';
import { UNAVAILABLE_HERE } from '@tate/player-sdk';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { fetchFrameOrigins } from '../cms/partner-frames.server';
import { fetchPlayable } from '../cms/player.server';
import { PRIVATE_PAGE_CACHE } from '../http/page-cache';
import { siteOrigin } from '../http/site-url.server';
import { transcriptPath } from '../library/player-file-url';
import { videoPlayerStyles } from '../library/video-player-styles';
import { EmbedPlayer, EmbedProblem } from '../partners/EmbedPlayer';
import embedStyles from '../partners/embed.css?url';
import { framePass, frameRefusal, frameRequest } from '../partners/embed-frame.server';
import { embedUrl, MEDITATION_ID, oembedUrl, readToken } from '../partners/oembed.server';
import { pageTitle } from '../seo/page-title';

export const links: LinksFunction = () => [...videoPlayerStyles, { rel: 'stylesheet', href: embedStyles }];

const notFound = () => data({ message: 'This meditation was not found' }, { status: 404 });

/**
 * `/embed/<meditation>?key=tpk_…[&token=…]`: the iframe player (docs/decisions/2026-11-29-iframe-player-and-oembed.md).
 * Only the partner's allowed origins may frame it (the policy's frame-ancestors, asked of the CMS for the key); the page
 * then makes <tate-player>'s lookup from this origin, with the web's frame pass when it is served as a frame (only then
 * does it count for the partner). A frame refused before its lookup (no key, the CMS's refusal of the key, a framing
 * page its Referer names and the key does not allow) shows no player, may be framed by the page that asked, and posts
 * that page the refusal's `error` event (docs/decisions/2026-11-29-partner-counts-framed-only.md).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const mediaId = params.mediaId ?? '';
  if (!MEDITATION_ID.test(mediaId)) throw notFound();
  const url = new URL(request.url);
  const givenKey = url.searchParams.get('key');
  const key = partnerKeyField.safeParse(givenKey ?? '');
  const asked = frameRequest(request);
  // The CMS decides a framing page its Referer names, so that its refusal counts for the key's partner.
  const [{ media }, frames] = await Promise.all([
    loadFromCms(() => fetchPlayable(cms(), null, mediaId)),
    key.success ? loadFromCms(() => fetchFrameOrigins(cms(), key.data, asked.framer)) : Promise.resolve(null),
  ]);
  if (!media) throw notFound();
  const refusal = frameRefusal(givenKey, frames, asked);
  if (refusal) {
    // Only the refusal is shown (no player, no lookup): the page that framed it may, to hear why.
    if (asked.framed) context.allowFramingBy?.([asked.framer ?? '*']);
  } else if (frames && 'origins' in frames) context.allowFramingBy?.(frames.origins);
  const origin = siteOrigin(request);
  const embedded = { mediaId, key: key.success ? key.data : null };
  return data(
    {
      player: {
        mediaId,
        title: media.title,
        kind: media.kind,
        artwork: media.imageUrl,
        durationMinutes: media.durationMinutes,
        lookup:
          key.success && !refusal
            ? {
                apiBase: `${cms().config.publicUrl.replace(/\/+$/, '')}/api`,
                key: key.data,
                token: readToken(url.searchParams.get('token')),
                framePass: framePass(asked, key.data, mediaId),
              }
            : null,
        refusal,
        origins: frames && 'origins' in frames && !refusal ? frames.origins : [],
        wordsUrl: `${origin}${transcriptPath(mediaId)}`,
        siteUrl: `${origin}/`,
      },
      oembed: oembedUrl(origin, embedUrl(origin, embedded)),
    },
    // The address may hold a partner server's token, and the frame policy depends on the key: kept by no cache.
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: MetaFunction<typeof loader> = ({ data: page }) =>
  page
    ? [
        { title: pageTitle(page.player.title) },
        { name: 'robots', content: 'noindex' },
        { tagName: 'link', rel: 'alternate', type: 'application/json+oembed', href: page.oembed, title: page.player.title },
      ]
    : [{ title: pageTitle('Meditation player') }];

/** The player alone, filling the frame; or the frame's refusal. */
export default function Embed() {
  const { player } = useLoaderData<typeof loader>();
  // The loader gives a lookup exactly when it refused nothing.
  if (!player.lookup) {
    const error: EmbedError = { code: 'unavailable-here', message: UNAVAILABLE_HERE, ...(player.refusal ? { refusal: player.refusal } : {}) };
    return (
      <div className="embed-player">
        <EmbedProblem meta={<h1 className="embed-player__title">{player.title}</h1>} error={error} origins={null} />
      </div>
    );
  }
  return <EmbedPlayer {...player} lookup={player.lookup} />;
}
