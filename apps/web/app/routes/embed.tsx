import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { partnerKeyField } from '@tate/contracts';
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
import { embedUrl, MEDITATION_ID, oembedUrl, readToken } from '../partners/oembed.server';
import { pageTitle } from '../seo/page-title';

export const links: LinksFunction = () => [...videoPlayerStyles, { rel: 'stylesheet', href: embedStyles }];

const notFound = () => data({ message: 'This meditation was not found' }, { status: 404 });

/**
 * `/embed/<meditation>?key=tpk_…[&token=…]`: the iframe player (docs/decisions/2026-11-29-iframe-player-and-oembed.md).
 * Only the partner's allowed origins may frame it (the policy's frame-ancestors, asked of the CMS for the key; nobody
 * without a key the CMS knows active); the page then makes <tate-player>'s lookup from this origin.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const mediaId = params.mediaId ?? '';
  if (!MEDITATION_ID.test(mediaId)) throw notFound();
  const url = new URL(request.url);
  const key = partnerKeyField.safeParse(url.searchParams.get('key') ?? '');
  const [{ media }, origins] = await Promise.all([
    loadFromCms(() => fetchPlayable(cms(), null, mediaId)),
    key.success ? loadFromCms(() => fetchFrameOrigins(cms(), key.data)) : Promise.resolve([]),
  ]);
  if (!media) throw notFound();
  if (origins.length > 0) context.allowFramingBy?.(origins);
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
        lookup: key.success ? { apiBase: `${cms().config.publicUrl.replace(/\/+$/, '')}/api`, key: key.data, token: readToken(url.searchParams.get('token')) } : null,
        origins,
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

/** The player alone, filling the frame. */
export default function Embed() {
  const { player } = useLoaderData<typeof loader>();
  if (!player.lookup) {
    return (
      <div className="embed-player">
        <EmbedProblem meta={<h1 className="embed-player__title">{player.title}</h1>} problem="This player needs a partner key: add ?key=tpk_… with the key Tate sent you." />
      </div>
    );
  }
  return <EmbedPlayer {...player} lookup={player.lookup} />;
}
