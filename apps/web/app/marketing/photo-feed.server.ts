import { LRUCache } from 'lru-cache';
import { z } from 'zod';

// The About page's photo feed (spec: 8 tiles of 240 px from a photo-sharing service's user feed): the account's
// latest posts from the Instagram API with Instagram Login, read on the server with the account's token, kept a while,
// and nothing at all (the section hidden) when no token is set or the service fails or is slow
// (docs/decisions/2026-11-29-about-photo-feed.md).

/** One tile: the post's picture (a video's is its thumbnail), its caption and its address on the service. */
export type FeedPhoto = { id: string; imageUrl: string; permalink: string; caption: string };
/** The feed as the page shows it; `demo` when it comes from the local demo feed (TATE_DEMO_PHOTO_FEED). */
export type PhotoFeed = { photos: FeedPhoto[]; demo: boolean };

export type PhotoFeedConfig = { token: string | null; apiUrl: string; demo: boolean };

/** How many tiles the page shows (spec). */
export const FEED_TILES = 8;
/** The fields the page needs of a post (Instagram's IG Media fields). */
export const FEED_FIELDS = 'id,media_type,media_url,thumbnail_url,permalink,caption';
/** Longer than this and the page goes on without the feed. */
export const FEED_TIMEOUT_MS = 2_500;
/** A feed read is kept this long: posts change a few times a week, and the service limits calls per hour. */
export const FEED_FRESH_MS = 15 * 60_000;
/** A failure is remembered this long, so a failing or slow service costs one About page a minute, not every one. */
export const FEED_RETRY_MS = 60_000;

const INSTAGRAM_API = 'https://graph.instagram.com';

/** INSTAGRAM_ACCESS_TOKEN (unset: no feed), INSTAGRAM_API_URL (the service; the demo's in npm start), TATE_DEMO_PHOTO_FEED. */
export function photoFeedConfig(env: Record<string, string | undefined> = process.env): PhotoFeedConfig {
  const token = env.INSTAGRAM_ACCESS_TOKEN?.trim() || null;
  return { token, apiUrl: (env.INSTAGRAM_API_URL?.trim() || INSTAGRAM_API).replace(/\/+$/, ''), demo: env.TATE_DEMO_PHOTO_FEED === 'true' };
}

const webAddress = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value));

const mediaPost = z.object({
  id: z.string(),
  media_type: z.string().optional(),
  media_url: webAddress.optional(),
  thumbnail_url: webAddress.optional(),
  permalink: webAddress.optional(),
  caption: z.string().optional(),
});

/** The answer's list; each post is checked on its own, so one odd post does not hide the others. */
const mediaAnswer = z.object({ data: z.array(z.unknown()) });

/** The tiles of an answer: a picture and a post to link to each (a video shows its thumbnail), the first 8. */
export function feedPhotos(answer: z.infer<typeof mediaAnswer>): FeedPhoto[] {
  const photos: FeedPhoto[] = [];
  for (const item of answer.data) {
    const parsed = mediaPost.safeParse(item);
    if (!parsed.success) continue;
    const post = parsed.data;
    const imageUrl = post.media_type === 'VIDEO' ? post.thumbnail_url : post.media_url;
    if (!imageUrl || !post.permalink) continue;
    photos.push({ id: post.id, imageUrl, permalink: post.permalink, caption: post.caption?.trim() ?? '' });
  }
  return photos.slice(0, FEED_TILES);
}

type Fetch = (input: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

/** One read of the feed; null when the service fails, is slow or answers something else. Never throws. */
export async function readPhotoFeed(config: PhotoFeedConfig, fetchFeed: Fetch = fetch, timeoutMs = FEED_TIMEOUT_MS): Promise<PhotoFeed | null> {
  if (!config.token) return null;
  const query = new URLSearchParams({ fields: FEED_FIELDS, limit: String(FEED_TILES), access_token: config.token });
  try {
    const response = await fetchFeed(`${config.apiUrl}/me/media?${query}`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      // The service's own words, never the token (it is in the address, which is not logged).
      console.warn(`The photo feed answered ${response.status}; the About page shows no feed for now.`);
      await response.body?.cancel();
      return null;
    }
    const parsed = mediaAnswer.safeParse(await response.json());
    if (!parsed.success) {
      console.warn('The photo feed answered in an unexpected shape; the About page shows no feed for now.');
      return null;
    }
    const photos = feedPhotos(parsed.data);
    return photos.length > 0 ? { photos, demo: config.demo } : null;
  } catch (error) {
    console.warn(`The photo feed could not be read (${error instanceof Error ? error.name : 'error'}); the About page shows no feed for now.`);
    return null;
  }
}

type Kept = { feed: PhotoFeed | null };

/** Feed reads kept by service and token (one entry in practice); a failure is kept shorter than a feed. */
export function photoFeedCache(config: () => PhotoFeedConfig = photoFeedConfig, fetchFeed: Fetch = fetch) {
  const kept = new LRUCache<string, Kept>({ max: 4 });
  const reading = new Map<string, Promise<PhotoFeed | null>>();
  return async function photoFeed(): Promise<PhotoFeed | null> {
    const settings = config();
    if (!settings.token) return null;
    const key = `${settings.apiUrl} ${settings.token}`;
    const hit = kept.get(key);
    if (hit) return hit.feed;
    // Pages asking at once share one read.
    const pending = reading.get(key);
    if (pending) return pending;
    const read = readPhotoFeed(settings, fetchFeed).then((feed) => {
      kept.set(key, { feed }, { ttl: feed ? FEED_FRESH_MS : FEED_RETRY_MS });
      reading.delete(key);
      return feed;
    });
    reading.set(key, read);
    return read;
  };
}

/** The About page's feed, from the environment's settings. */
export const loadPhotoFeed = photoFeedCache();
