import { describe, expect, it } from 'vitest';
import { buildOEmbed, embedUrl, meditationOfUrl, oembedQuery, oembedUrl } from './oembed.server';

const WEB = 'https://tate.example';
const KEY = `tpk_${'a1_-'.repeat(8)}`;
const calm = { title: 'Calm "sea" & sand', kind: 'audio' as const, thumbnail: { src: 'https://cms.tate.example/uploads/sea.jpg', width: 960, height: 640 } };

describe('meditationOfUrl', () => {
  it("reads a meditation's page or frame on this site, with the partner key it carries", () => {
    expect(meditationOfUrl(`${WEB}/transcript/abc123`, WEB)).toEqual({ mediaId: 'abc123', key: null });
    expect(meditationOfUrl(`${WEB}/embed/abc123?key=${KEY}&token=a.b.c`, WEB)).toEqual({ mediaId: 'abc123', key: KEY });
    expect(meditationOfUrl(`${WEB}/embed/abc123/?key=not-a-key`, WEB)).toEqual({ mediaId: 'abc123', key: null });
  });

  it('is null for another site, another page, a file name or no address', () => {
    for (const url of ['https://copycat.example/transcript/abc123', `${WEB}/library`, `${WEB}/embed/tate-player@0.1.0.js`, `${WEB}/transcript/a/b`, 'not a url', `${WEB}/embed/%2e%2e`]) {
      expect(meditationOfUrl(url, WEB), url).toBeNull();
    }
  });
});

describe('oembedQuery', () => {
  it('takes json by default and sizes as whole numbers', () => {
    expect(oembedQuery.parse({ url: `${WEB}/transcript/x`, maxwidth: '400' })).toEqual({ url: `${WEB}/transcript/x`, format: 'json', maxwidth: 400 });
    expect(oembedQuery.safeParse({ format: 'json' }).success).toBe(false);
    expect(oembedQuery.safeParse({ url: 'x', maxwidth: '-3' }).success).toBe(false);
  });
});

describe('buildOEmbed', () => {
  it("answers audio as a 'rich' iframe player with the key, the title escaped, and the cover as thumbnail", () => {
    const answer = buildOEmbed(WEB, { mediaId: 'abc123', key: KEY }, calm);
    expect(answer).toEqual({
      version: '1.0',
      type: 'rich',
      provider_name: 'Tate',
      provider_url: `${WEB}/`,
      title: 'Calm "sea" & sand',
      html: `<iframe src="${WEB}/embed/abc123?key=${KEY}" width="480" height="440" title="Calm &quot;sea&quot; &amp; sand – Tate" allow="autoplay; fullscreen; picture-in-picture" style="border:0;border-radius:16px;max-width:100%"></iframe>`,
      width: 480,
      height: 440,
      thumbnail_url: calm.thumbnail.src,
      thumbnail_width: 960,
      thumbnail_height: 640,
      cache_age: 3600,
    });
  });

  it("answers a video as 'video' at 16:9, within the consumer's maximum size", () => {
    const video = { ...calm, kind: 'video' as const, thumbnail: null };
    const answer = buildOEmbed(WEB, { mediaId: 'v1', key: null }, video, { maxwidth: 320 });
    expect(answer).toMatchObject({ type: 'video', width: 320, height: 180 });
    expect(answer).not.toHaveProperty('thumbnail_url');
    expect(answer.html).toContain(`src="${WEB}/embed/v1"`);
    expect(buildOEmbed(WEB, { mediaId: 'v1', key: null }, video, { maxheight: 180 })).toMatchObject({ width: 320, height: 180 });
  });

  it('narrows audio to its minimum width and no further', () => {
    expect(buildOEmbed(WEB, { mediaId: 'a', key: null }, calm, { maxwidth: 360 })).toMatchObject({ width: 360, height: 440 });
    expect(buildOEmbed(WEB, { mediaId: 'a', key: null }, calm, { maxwidth: 200 })).toMatchObject({ width: 300 });
  });
});

describe('discovery', () => {
  it("points at /oembed with the page's address and json", () => {
    const page = embedUrl(WEB, { mediaId: 'abc123', key: KEY });
    expect(oembedUrl(WEB, page)).toBe(`${WEB}/oembed?url=${encodeURIComponent(page)}&format=json`);
  });
});
