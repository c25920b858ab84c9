import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerError } from '../core/errors';
import { lookUpMedia, mediaUrls, playReportUrl, UNAVAILABLE_HERE } from './media-lookup';

const KEY = `tpk_${'k'.repeat(32)}`;

function answering(status: number, body: unknown, headers: Record<string, string> = {}): typeof fetch {
  return async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

async function failure(promise: Promise<unknown>): Promise<PlayerError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof PlayerError)) throw new Error('expected a PlayerError');
  return error;
}

afterEach(() => vi.restoreAllMocks());

describe('mediaUrls', () => {
  it('keys the lookup and the play report with the partner key', () => {
    expect(mediaUrls('https://cms.tate.example/api/', 'abc 1', KEY)).toEqual({
      lookup: `https://cms.tate.example/api/media/abc%201?key=${KEY}`,
      plays: `https://cms.tate.example/api/media/abc%201/plays?key=${KEY}`,
    });
  });

  it("sends the partner server's token with the lookup only", () => {
    expect(mediaUrls('https://cms.tate.example/api', 'calm-sea', KEY, 'eyJ.a.b')).toEqual({
      lookup: `https://cms.tate.example/api/media/calm-sea?key=${KEY}&token=eyJ.a.b`,
      plays: `https://cms.tate.example/api/media/calm-sea/plays?key=${KEY}`,
    });
  });

  it('counts nothing without a key', () => {
    expect(mediaUrls('https://partner.example/api', 'tone', null)).toEqual({ lookup: 'https://partner.example/api/media/tone', plays: null });
  });
});

describe('playReportUrl', () => {
  it("sends the lookup's play ticket with the play report, and reports nothing without one", () => {
    const plays = `https://cms.tate.example/api/media/calm-sea/plays?key=${KEY}`;
    expect(playReportUrl(plays, 'eyJwIjoi.c2ln')).toBe(`${plays}&ticket=eyJwIjoi.c2ln`);
    expect(playReportUrl(plays, undefined)).toBeNull();
    expect(playReportUrl(null, 'eyJwIjoi.c2ln')).toBeNull();
  });
});

describe('lookUpMedia', () => {
  it('reads the media record with absolute URLs, and its play ticket', async () => {
    const found = await lookUpMedia('https://cms.tate.example/api/media/x?key=k', 'x', answering(200, { data: { src: '/files/x.mp3?sig=1', title: 'Calm sea', playTicket: 'eyJwIjoi.c2ln' } }));
    expect(found).toEqual({ media: { id: 'x', src: 'https://cms.tate.example/files/x.mp3?sig=1', title: 'Calm sea', artwork: undefined }, playTicket: 'eyJwIjoi.c2ln' });
    const withoutTicket = await lookUpMedia('https://cms.tate.example/api/media/x', 'x', answering(200, { src: '/x.mp3', title: 'Calm sea', playTicket: 7 }));
    expect(withoutTicket.playTicket).toBeUndefined();
  });

  it("keeps the file's type when it is an audio or video MIME type", async () => {
    const video = await lookUpMedia('https://cms.tate.example/api/media/v', 'v', answering(200, { data: { src: '/v.mp4', title: 'Stars', type: 'video/mp4' } }));
    expect(video.media.type).toBe('video/mp4');
    for (const type of ['text/html', 'video', 4]) {
      const other = await lookUpMedia('https://cms.tate.example/api/media/v', 'v', answering(200, { data: { src: '/v.mp4', title: 'Stars', type } }));
      expect(other.media.type, String(type)).toBeUndefined();
    }
  });

  it('keeps the transcript cues when they are valid and drops them otherwise', async () => {
    const cues = [{ start: 0, end: 4, text: 'Find a comfy spot.' }];
    const read = async (transcript: unknown) => (await lookUpMedia('https://cms.tate.example/api/media/x', 'x', answering(200, { data: { src: '/x.mp3', title: 'Calm sea', transcript } }))).media;
    expect((await read({ language: 'en', cues })).cues).toEqual(cues);
    expect(await read(null)).not.toHaveProperty('cues');
    expect(await read({ language: 'en', cues: [{ start: 0, end: 'soon', text: 'x' }] })).not.toHaveProperty('cues');
  });

  it('says the meditation is not available here when the CMS refuses or the page may not read the answer', async () => {
    const refusals: (typeof fetch)[] = [answering(403, { response_code: 403 }), answering(400, { response_code: 400 }), () => Promise.reject(new TypeError('Failed to fetch'))];
    for (const fetcher of refusals) {
      const error = await failure(lookUpMedia('https://cms.tate.example/api/media/x', 'x', fetcher));
      expect(error.code).toBe('unavailable-here');
      expect(error.message).toBe(UNAVAILABLE_HERE);
    }
  });

  it("passes the CMS's refusal code and sentence on, with Retry-After for rate-limited, and shows visitors the plain words", async () => {
    const origin = { response_code: 403, response_message: "This page's origin is not one of the key's allowed origins.", response_data: { code: 'origin-not-allowed' } };
    const refused = await failure(lookUpMedia('https://cms.tate.example/api/media/x', 'x', answering(403, origin)));
    expect(refused.code).toBe('unavailable-here');
    expect(refused.message).toBe(UNAVAILABLE_HERE);
    expect(refused.refusal).toEqual({ code: 'origin-not-allowed', message: "This page's origin is not one of the key's allowed origins." });
    const limited = { response_code: 429, response_message: 'Too many lookups.', response_data: { code: 'rate-limited' } };
    const waiting = await failure(lookUpMedia('https://cms.tate.example/api/media/x', 'x', answering(429, limited, { 'retry-after': '42' })));
    expect(waiting.code).toBe('unavailable-here');
    expect(waiting.refusal).toEqual({ code: 'rate-limited', message: 'Too many lookups.', retryAfter: 42 });
    const missing = { response_code: 404, response_message: 'No published meditation has this id.', response_data: { code: 'media-not-found' } };
    expect((await failure(lookUpMedia('https://cms.tate.example/api/media/x', 'x', answering(404, missing)))).refusal?.code).toBe('media-not-found');
  });

  it('says a missing meditation is not found, and an offline device is offline', async () => {
    expect((await failure(lookUpMedia('https://cms.tate.example/api/media/x', 'x', answering(404, {})))).message).toBe('The meditation could not be found (HTTP 404).');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = await failure(lookUpMedia('https://cms.tate.example/api/media/x', 'x', () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(offline.code).toBe('media-error');
  });
});
