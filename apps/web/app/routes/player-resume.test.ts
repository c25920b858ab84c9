import { describe, expect, it, vi } from 'vitest';
import type { CmsClient } from '../cms/client.server';
import { fakeCms } from '../cms/fake-cms.test-support';
import { signInCookie } from '../session.server';
import { loader as historyLoader } from './player-history';
import { loader as videoPositionLoader } from './player-video-position';

const fake = vi.hoisted(() => ({
  client: (): CmsClient => {
    throw new Error('The fake CMS is not up');
  },
}));
vi.mock('../cms/cms.server', () => ({ cms: () => fake.client() }));

/** What the web's server gives every loader (these routes read none of it). */
const context = { cspNonce: '', allowInlineScriptHashes: () => undefined };

const QUIET = 'Tate is sleeping now. See you in the morning at 07:00!';

/** A CMS in a child's quiet hours: every resume lookup of a play about to start is refused with its words. */
const server = fakeCms((_request, _body, response) => {
  response.writeHead(403, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ response_code: 403, response_message: QUIET }));
});
fake.client = server.client;

async function signedIn(path: string): Promise<Request> {
  const cookie = (await signInCookie('parent-token', 'Sam')).split(';')[0] ?? '';
  return new Request(`http://web.test${path}`, { headers: { Cookie: cookie } });
}

describe("a play's resume lookup the CMS refuses", () => {
  it("answers the CMS's status and words for a meditation, not a 503", async () => {
    const response = await historyLoader({ request: await signedIn('/player/history?childId=c1&mediaId=m1'), params: {}, context });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ currentMediaTimestamp: null, refusal: QUIET });
  });

  it("answers the CMS's status and words for a video, not a 503", async () => {
    const response = await videoPositionLoader({
      request: await signedIn('/player/video-position?childId=c1&subCategoryId=s1'),
      params: {},
      context,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ duration: 0, refusal: QUIET });
  });
});
