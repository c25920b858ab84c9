import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsClient } from '../cms/client.server';
import { fakeCms } from '../cms/fake-cms.test-support';
import { forgetPlayableSources } from '../library/playable-source.server';
import { sessionStorage } from '../session.server';
import { loader as captionsLoader } from './player-captions';
import { loader as fileLoader } from './player-file';

/** The fake CMS the routes' `cms()` reaches, and the paths it was asked for. */
const fake = vi.hoisted(() => ({
  paths: new Array<string>(),
  /** The token (authtoken header) each lookup of the meditation came with, 'none' without one. */
  lookupTokens: new Array<string>(),
  client: (): CmsClient => {
    throw new Error('The fake CMS is not up');
  },
}));
vi.mock('../cms/cms.server', () => ({ cms: () => fake.client() }));

/** A free video's bytes, served with Range by the fake CMS itself as its public upload. */
const FILE = Buffer.from(Array.from({ length: 1_000 }, (_, index) => index % 256));

const server = fakeCms((request, _body, response) => {
  const url = request.url ?? '';
  fake.paths.push(url);
  if (url.startsWith('/uploads/')) {
    const [start, end] = (/bytes=(\d+)-(\d+)/.exec(request.headers.range ?? '') ?? []).slice(1).map(Number);
    if (start === undefined || end === undefined) {
      response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': FILE.length, 'accept-ranges': 'bytes' });
      response.end(FILE);
      return;
    }
    response.writeHead(206, { 'content-type': 'video/mp4', 'content-range': `bytes ${start}-${end}/${FILE.length}`, 'accept-ranges': 'bytes' });
    response.end(FILE.subarray(start, end + 1));
    return;
  }
  fake.lookupTokens.push(String(request.headers.authtoken ?? 'none'));
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      response_code: 200,
      response_message: 'Media',
      response_data: {
        _id: 'video-1',
        title: 'Bubble Breaths',
        description: null,
        kind: 'video',
        type: 'video/mp4',
        // The file's own address, on the fake CMS (a signed URL would be absolute too).
        filename: `${cmsBase()}/uploads/bubbles.mp4`,
        backGrdImg: null,
        accessLevel: 'free',
        duration: 1,
        transcript: { language: 'en', cues: [{ start: 0, end: 2, text: 'Breathe in.' }] },
      },
    }),
  );
});
fake.client = server.client;

/** Where the fake CMS listens (its client's base URL). */
function cmsBase(): string {
  return fake.client().config.baseUrl;
}

/** What the web's server gives every loader (the routes here read none of it). */
const context = { cspNonce: '', allowInlineScriptHashes: () => undefined };

const lookups = () => fake.lookupTokens.length;

function get(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://web.test${path}`, { headers });
}

async function signedIn(token: string): Promise<Record<string, string>> {
  const session = await sessionStorage.getSession();
  session.set('cmsToken', token);
  return { Cookie: (await sessionStorage.commitSession(session)).split(';')[0] ?? '' };
}

beforeEach(() => {
  fake.paths.length = 0;
  fake.lookupTokens.length = 0;
  forgetPlayableSources();
});

describe('/player/file and /player/captions', () => {
  it('seeking a video asks the CMS for the meditation once, however many Range requests and its captions follow', async () => {
    const params = { mediaId: 'video-1' };
    for (const [start, end] of [
      [0, 99],
      [500, 599],
      [900, 999],
      [100, 199],
    ] as const) {
      const response = await fileLoader({ request: get('/player/file/video-1', { Range: `bytes=${start}-${end}` }), params, context });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/1000`);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(FILE.subarray(start, end + 1));
    }
    const captions = await captionsLoader({ request: get('/player/captions/video-1'), params, context });
    expect(await captions.text()).toContain('Breathe in.');
    expect(lookups()).toBe(1);
    expect(fake.paths.filter((path) => path.startsWith('/uploads/'))).toHaveLength(4);
  });

  it('keeps each viewer’s source apart: a signed-in parent is looked up with their own token', async () => {
    const params = { mediaId: 'video-1' };
    await fileLoader({ request: get('/player/file/video-1', { Range: 'bytes=0-9' }), params, context });
    const parent = await signedIn('jwt-parent');
    await fileLoader({ request: get('/player/file/video-1', { ...parent, Range: 'bytes=0-9' }), params, context });
    await fileLoader({ request: get('/player/file/video-1', { ...parent, Range: 'bytes=10-19' }), params, context });
    const other = await signedIn('jwt-other-parent');
    await fileLoader({ request: get('/player/file/video-1', { ...other, Range: 'bytes=0-9' }), params, context });
    expect(fake.lookupTokens).toEqual(['none', 'jwt-parent', 'jwt-other-parent']);
  });
});
