import type { LoaderFunctionArgs } from '@remix-run/node';
import { cms } from '../cms/cms.server';
import { readFromCms } from '../cms/load.server';
import { fetchPlayable } from '../cms/player.server';
import { siteOrigin } from '../http/site-url.server';
import { buildOEmbed, meditationOfUrl, oembedQuery } from '../partners/oembed.server';

function answer(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' } });
}

/**
 * `/oembed?url=<a meditation's address>&format=json`: the iframe player as oEmbed 1.0 JSON, for a partner's CMS given
 * a meditation's address (partners/oembed.server.ts). 404 for an address that is no published meditation of this site,
 * 501 for another format. Public and the same for everyone: any page may read it, and caches may keep it 5 minutes.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = oembedQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return answer(404, 'Give the address of a Tate meditation as url.');
  if (query.data.format !== 'json') return answer(501, 'Only format=json is answered.');
  const origin = siteOrigin(request);
  const embedded = meditationOfUrl(query.data.url, origin);
  if (!embedded) return answer(404, 'This address is not a Tate meditation.');
  const found = await readFromCms(() => fetchPlayable(cms(), null, embedded.mediaId));
  const media = 'value' in found ? found.value.media : null;
  if (!media) return answer(404, 'No published meditation has this address.');
  const thumbnail = media.image ? { src: media.image.src, width: media.image.width, height: media.image.height } : null;
  const body = buildOEmbed(origin, embedded, { title: media.title, kind: media.kind, thumbnail }, query.data);
  return Response.json(body, { headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' } });
}
