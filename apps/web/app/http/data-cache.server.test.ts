import { describe, expect, it } from 'vitest';
import { sessionStorage } from '../session.server';
import { handleDataRequest } from './data-cache.server';
import { PUBLIC_PAGE_CACHE } from './page-cache';

/** A data request (single fetch) of a child's library, from a signed-in parent or a visitor. */
async function dataRequest(signedIn: boolean): Promise<Request> {
  if (!signedIn) return new Request('http://web.test/library/child-1.data');
  const session = await sessionStorage.getSession();
  session.set('cmsToken', 'jwt-abc');
  const cookie = (await sessionStorage.commitSession(session)).split(';')[0] ?? '';
  return new Request('http://web.test/library/child-1.data', { headers: { Cookie: cookie } });
}

const context = { cspNonce: '', allowInlineScriptHashes: () => undefined };

const answer = (headers: HeadersInit = {}) => new Response('[]', { headers: { 'Content-Type': 'text/x-script', ...headers } });

describe('handleDataRequest', () => {
  it("marks a signed-in parent's data answers private, no-store, whatever the routes said", async () => {
    const request = await dataRequest(true);
    for (const response of [answer(), answer({ 'Cache-Control': PUBLIC_PAGE_CACHE })]) {
      const sent = await handleDataRequest(response, { request, params: {}, context });
      expect(sent.headers.get('Cache-Control')).toBe('private, no-store');
    }
  });

  it("leaves a visitor's data answers as their routes made them", async () => {
    const request = await dataRequest(false);
    const sent = await handleDataRequest(answer({ 'Cache-Control': PUBLIC_PAGE_CACHE }), { request, params: {}, context });
    expect(sent.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE);
  });
});
