import { partnerKeyField } from '@tate/contracts';
import { z } from 'zod';

/**
 * oEmbed 1.0 (https://oembed.com) for a meditation's address, so a partner's CMS that is given
 * `https://<web>/transcript/<meditation>` or `https://<web>/embed/<meditation>?key=tpk_…` embeds the iframe player.
 * JSON only: `format=xml` is 501, as the specification asks of a provider without it.
 */

/** A meditation's id as the CMS writes a document id: letters, digits, - and _ (so no file name is one). */
export const MEDITATION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The frame's size for each kind, before `maxwidth`/`maxheight`: a video at 16:9, audio as its card with the words. */
export const EMBED_SIZES = { video: { width: 640, height: 360 }, audio: { width: 480, height: 440 } } as const;
/** Narrower than this, the audio card no longer fits its controls. */
const AUDIO_MIN_WIDTH = 300;

const dimension = z.coerce.number().int().min(1).max(4096);

/** The query of `/oembed` (the consumer's `url`, `format`, `maxwidth`, `maxheight`); anything else is ignored. */
export const oembedQuery = z.object({
  url: z.string().trim().min(1).max(2048),
  format: z.string().default('json'),
  maxwidth: dimension.optional(),
  maxheight: dimension.optional(),
});

export type OEmbedQuery = z.infer<typeof oembedQuery>;

/**
 * The meditation an address names on this site, and the partner key it carries (null when none, or not a key). Never
 * a token: a CMS keeps an oEmbed answer for long, a token lasts an hour at most (paid meditations are embedded with
 * the token the partner's server signs for each page, as the /partners page shows).
 */
export type EmbeddedMeditation = { mediaId: string; key: string | null };

const MEDITATION_PATH = /^\/(?:transcript|embed)\/([^/]+)\/?$/;
const TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** A partner server's token as the iframe player takes it (`token=`): a JWT's three parts, or null. */
export function readToken(value: string | null): string | null {
  return value && value.length <= 4096 && TOKEN.test(value) ? value : null;
}

/** `url` when it is a meditation's page on `origin` (`/transcript/<id>`, `/embed/<id>`), else null. */
export function meditationOfUrl(url: string, origin: string): EmbeddedMeditation | null {
  if (!URL.canParse(url)) return null;
  const parsed = new URL(url);
  if (parsed.origin !== origin) return null;
  const id = MEDITATION_PATH.exec(parsed.pathname)?.[1] ?? '';
  if (!MEDITATION_ID.test(id)) return null;
  const key = partnerKeyField.safeParse(parsed.searchParams.get('key') ?? '');
  return { mediaId: id, key: key.success ? key.data : null };
}

/** The iframe player's address for a meditation, with the partner's key. */
export function embedUrl(origin: string, { mediaId, key }: EmbeddedMeditation): string {
  const url = new URL(`/embed/${mediaId}`, origin);
  if (key) url.searchParams.set('key', key);
  return url.href;
}

/** Where `/oembed` answers for a page's address (the discovery link's `href`). */
export function oembedUrl(origin: string, pageUrl: string): string {
  const url = new URL('/oembed', origin);
  url.searchParams.set('url', pageUrl);
  url.searchParams.set('format', 'json');
  return url.href;
}

export type OEmbed = {
  version: '1.0';
  type: 'video' | 'rich';
  provider_name: 'Tate';
  provider_url: string;
  title: string;
  html: string;
  width: number;
  height: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
  cache_age: number;
};

/** What the answer says about the meditation (from the CMS). */
export type OEmbedMeditation = { title: string; kind: 'audio' | 'video'; thumbnail: { src: string; width: number; height: number } | null };

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The frame's size within the consumer's maximum: a video keeps 16:9; audio narrows to its minimum, then stops. */
function sizeWithin(kind: 'audio' | 'video', maxwidth?: number, maxheight?: number): { width: number; height: number } {
  const size = EMBED_SIZES[kind];
  if (kind === 'video') {
    const scale = Math.min(1, (maxwidth ?? size.width) / size.width, (maxheight ?? size.height) / size.height);
    return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
  }
  return { width: Math.max(AUDIO_MIN_WIDTH, Math.min(size.width, maxwidth ?? size.width)), height: size.height };
}

/**
 * The oEmbed answer: `video` for a video meditation, `rich` for audio (oEmbed's types for a playable frame), whose
 * `html` is the iframe player with the key the address carried; the cover as the thumbnail when its size is known.
 */
export function buildOEmbed(origin: string, embedded: EmbeddedMeditation, meditation: OEmbedMeditation, query: Pick<OEmbedQuery, 'maxwidth' | 'maxheight'> = {}): OEmbed {
  const { width, height } = sizeWithin(meditation.kind, query.maxwidth, query.maxheight);
  const html = `<iframe src="${escapeAttribute(embedUrl(origin, embedded))}" width="${width}" height="${height}" title="${escapeAttribute(`${meditation.title} – Tate`)}" allow="autoplay; fullscreen; picture-in-picture" style="border:0;border-radius:16px;max-width:100%"></iframe>`;
  const answer: OEmbed = {
    version: '1.0',
    type: meditation.kind === 'video' ? 'video' : 'rich',
    provider_name: 'Tate',
    provider_url: `${origin}/`,
    title: meditation.title,
    html,
    width,
    height,
    cache_age: 3600,
  };
  if (meditation.thumbnail) {
    answer.thumbnail_url = meditation.thumbnail.src;
    answer.thumbnail_width = meditation.thumbnail.width;
    answer.thumbnail_height = meditation.thumbnail.height;
  }
  return answer;
}
