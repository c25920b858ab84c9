import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEED_FIELDS, FEED_TIMEOUT_MS, photoFeedCache, photoFeedConfig, readPhotoFeed, type PhotoFeedConfig } from './photo-feed.server';

const config: PhotoFeedConfig = { token: 'IGAA-token', apiUrl: 'https://graph.instagram.test', demo: false };

function post(index: number, extra: Record<string, string> = {}) {
  return {
    id: `${index}`,
    media_type: 'IMAGE',
    media_url: `https://scontent.cdninstagram.test/${index}.jpg`,
    permalink: `https://www.instagram.com/p/post${index}/`,
    caption: `Post ${index}`,
    ...extra,
  };
}

function answering(body: unknown, status = 200) {
  return vi.fn(async (_input: string, _init: { signal: AbortSignal; headers: Record<string, string> }) => Response.json(body, { status }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the About page photo feed', () => {
  it('reads the token and the service from the environment; no token, no feed', () => {
    expect(photoFeedConfig({})).toEqual({ token: null, apiUrl: 'https://graph.instagram.com', demo: false });
    expect(photoFeedConfig({ INSTAGRAM_ACCESS_TOKEN: ' t ', INSTAGRAM_API_URL: 'http://127.0.0.1:3000/demo-photo-feed/', TATE_DEMO_PHOTO_FEED: 'true' })).toEqual({
      token: 't',
      apiUrl: 'http://127.0.0.1:3000/demo-photo-feed',
      demo: true,
    });
  });

  it("asks /me/media for the tiles' fields, eight of them, and gives each its picture, post and caption (a video's thumbnail)", async () => {
    const fetchFeed = answering({
      data: [post(1), post(2, { media_type: 'VIDEO', media_url: 'https://video.cdninstagram.test/2.mp4', thumbnail_url: 'https://scontent.cdninstagram.test/2-thumb.jpg' }), post(3, { media_type: 'CAROUSEL_ALBUM' }), ...Array.from({ length: 9 }, (_, index) => post(index + 4))],
      paging: { cursors: { before: 'a', after: 'b' } },
    });
    const feed = await readPhotoFeed(config, fetchFeed);
    const asked = new URL(String(fetchFeed.mock.calls[0]?.[0]));
    expect(`${asked.origin}${asked.pathname}`).toBe('https://graph.instagram.test/me/media');
    expect(asked.searchParams.get('fields')).toBe(FEED_FIELDS);
    expect(asked.searchParams.get('limit')).toBe('8');
    expect(asked.searchParams.get('access_token')).toBe('IGAA-token');
    expect(feed?.demo).toBe(false);
    expect(feed?.photos).toHaveLength(8);
    expect(feed?.photos.slice(0, 3)).toEqual([
      { id: '1', imageUrl: 'https://scontent.cdninstagram.test/1.jpg', permalink: 'https://www.instagram.com/p/post1/', caption: 'Post 1' },
      { id: '2', imageUrl: 'https://scontent.cdninstagram.test/2-thumb.jpg', permalink: 'https://www.instagram.com/p/post2/', caption: 'Post 2' },
      { id: '3', imageUrl: 'https://scontent.cdninstagram.test/3.jpg', permalink: 'https://www.instagram.com/p/post3/', caption: 'Post 3' },
    ]);
  });

  it('leaves out a post with no picture, no post address or a script address', async () => {
    const feed = await readPhotoFeed(
      config,
      answering({
        data: [
          post(1, { media_url: '' }),
          { id: '2', media_type: 'IMAGE', media_url: 'https://x.test/2.jpg' },
          post(3),
          post(4, { permalink: 'javascript:alert(1)' }),
          post(5, { media_type: 'VIDEO' }),
          'not a post',
        ],
      }),
    );
    expect(feed?.photos.map((photo) => photo.id)).toEqual(['3']);
    expect(await readPhotoFeed(config, answering({ data: [post(6, { permalink: 'javascript:alert(1)' })] }))).toBeNull();
  });

  it('is quietly nothing when no token is set, the service fails, answers another shape, or is slower than the timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unused = answering({ data: [post(1)] });
    expect(await readPhotoFeed({ ...config, token: null }, unused)).toBeNull();
    expect(unused).not.toHaveBeenCalled();
    expect(await readPhotoFeed(config, answering({ error: { message: 'Invalid OAuth access token', code: 190 } }, 400))).toBeNull();
    expect(await readPhotoFeed(config, answering({ items: [] }))).toBeNull();
    expect(await readPhotoFeed(config, vi.fn(async () => Promise.reject(new TypeError('fetch failed'))))).toBeNull();

    const slow = vi.fn(
      (_input: string, init: { signal: AbortSignal }) =>
        new Promise<Response>((_resolve, reject) => init.signal.addEventListener('abort', () => reject(init.signal.reason))),
    );
    const started = Date.now();
    expect(await readPhotoFeed(config, slow, 50)).toBeNull();
    expect(Date.now() - started).toBeLessThan(FEED_TIMEOUT_MS);
    // The logs never carry the token.
    expect(JSON.stringify(vi.mocked(console.warn).mock.calls)).not.toContain('IGAA-token');
  });

  it('keeps a read (a feed or a failure) so pages asking at once or soon after share one call', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchFeed = answering({ data: [post(1)] });
    const feed = photoFeedCache(() => config, fetchFeed);
    const [first, second] = await Promise.all([feed(), feed()]);
    expect(await feed()).toEqual(first);
    expect(second).toEqual(first);
    expect(fetchFeed).toHaveBeenCalledTimes(1);

    const failing = answering({ error: { message: 'down' } }, 500);
    const down = photoFeedCache(() => config, failing);
    expect(await down()).toBeNull();
    expect(await down()).toBeNull();
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
