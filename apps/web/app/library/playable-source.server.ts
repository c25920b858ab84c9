import crypto from 'node:crypto';
import type { Transcript } from '@tate/contracts';
import { LRUCache } from 'lru-cache';
import { getDetail } from '../cms/account.server';
import type { CmsClient } from '../cms/client.server';
import { fetchPlayable } from '../cms/player.server';

/**
 * What `/player/file/{id}` and `/player/captions/{id}` need of a meditation to serve it to one viewer: where its file
 * is (public, or a signed URL for an entitled parent), whether it is paid, its words, and until when a paid download
 * may play offline.
 */
export type PlayableSource = { src: string; isPaid: boolean; transcript: Transcript | null; offlineUntil: string | null };

/**
 * How long one viewer's source is reused: a play's seeks and its captions ask for it many times. Well under the 15
 * minutes a signed URL lives (the CMS's presigned GETs), so a URL handed on is never stale; a plan that ends or a
 * meditation unpublished reaches the file's address within this time.
 */
export const SOURCE_TTL_MS = 5 * 60 * 1000;

/** How long a paid download plays without the browser coming back online: a month, and never past the plan's end. */
const OFFLINE_DAYS = 30;

type Lookup = { cms: CmsClient; token: string | null; mediaId: string };

async function offlineUntil(cms: CmsClient, token: string): Promise<string> {
  const month = Date.now() + OFFLINE_DAYS * 24 * 60 * 60 * 1000;
  const details = await getDetail(cms, token);
  const planEnd = details.data?.expiryDate ? Date.parse(details.data.expiryDate) : Number.NaN;
  return new Date(Number.isFinite(planEnd) ? Math.min(month, planEnd) : month).toISOString();
}

async function lookUp({ cms, token, mediaId }: Lookup): Promise<PlayableSource | undefined> {
  const { media } = await fetchPlayable(cms, token, mediaId);
  if (!media?.src) return undefined;
  return {
    src: media.src,
    isPaid: media.isPaid,
    transcript: media.transcript ?? null,
    offlineUntil: media.isPaid && token ? await offlineUntil(cms, token) : null,
  };
}

// One lookup fills an entry however many requests ask for it at once (a video's first Range requests, its captions).
// A meditation that is not there, or not playable for this viewer, is not kept: the next request asks again.
const sources = new LRUCache<string, PlayableSource, Lookup>({
  max: 5_000,
  ttl: SOURCE_TTL_MS,
  fetchMethod: (_key, _stale, { context }) => lookUp(context),
});

/** Whose source it is: a digest of the CMS token (never the token itself), or every visitor without one alike. */
function viewerKey(token: string | null): string {
  return token ? crypto.createHash('sha256').update(token).digest('base64url') : 'visitor';
}

/**
 * A meditation's source for this viewer, asked of the CMS once per viewer and meditation for SOURCE_TTL_MS (the whole
 * answer of `GET /category/media/{id}` is read, only what serving the file needs is kept); null when there is nothing
 * this viewer may play.
 */
export async function playableSource(cms: CmsClient, token: string | null, mediaId: string): Promise<PlayableSource | null> {
  return (await sources.fetch(`${viewerKey(token)}:${mediaId}`, { context: { cms, token, mediaId } })) ?? null;
}

/** Forgets every kept source (the tests of the routes that read them). */
export function forgetPlayableSources(): void {
  sources.clear();
}
