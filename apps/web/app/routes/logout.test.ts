import { describe, expect, it, vi } from 'vitest';
import { childrenCookieFor } from '../account/children-cookie.server';
import { loadHeaderAccount } from '../account/header-account.server';
import type { CmsClient } from '../cms/client.server';
import { fakeCms } from '../cms/fake-cms.test-support';
import { sessionStorage } from '../session.server';
import { action } from './logout';

/** The fake CMS the route's `cms()` reaches, and the paths it was asked for. */
const fake = vi.hoisted(() => ({ paths: new Array<string>(), client: (): CmsClient => { throw new Error('The fake CMS is not up'); } }));
vi.mock('../cms/cms.server', () => ({ cms: () => fake.client() }));

fake.client = fakeCms((request, _body, response) => {
  fake.paths.push(request.url ?? '');
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ response_code: 200, response_message: 'Logged out' }));
}).client;

/** The Cookie header a browser sends back with the cookies of these Set-Cookie values. */
const cookieHeader = (setCookies: string[]) => setCookies.map((setCookie) => setCookie.split(';')[0]).join('; ');

async function signedInCookies(): Promise<string[]> {
  const session = await sessionStorage.getSession();
  session.set('cmsToken', 'jwt-abc');
  session.set('userName', 'Sam');
  const children = await childrenCookieFor('jwt-abc', [{ id: 'child-1', name: 'Mia' }]);
  if (!children) throw new Error('the list was not kept');
  return [await sessionStorage.commitSession(session), children];
}

/** What the browser keeps after applying `setCookies` to `before`: a cookie set with Max-Age=0 is dropped. */
function browserAfter(before: string[], setCookies: string[]): string[] {
  const nameOf = (setCookie: string) => setCookie.split('=')[0];
  const replaced = new Set(setCookies.map(nameOf));
  const kept = setCookies.filter((setCookie) => !/Max-Age=0\b|Expires=Thu, 01 Jan 1970/i.test(setCookie));
  return [...before.filter((setCookie) => !replaced.has(nameOf(setCookie))), ...kept];
}

describe('logout', () => {
  it("expires the header's copy of the children with the session, so the next page names none", async () => {
    const before = await signedInCookies();
    const request = new Request('http://web.test/logout', { method: 'POST', headers: { Cookie: cookieHeader(before) } });
    const signedIn = await loadHeaderAccount(new Request('http://web.test/about', { headers: { Cookie: cookieHeader(before) } }));
    expect(signedIn.account?.children).toEqual([{ id: 'child-1', name: 'Mia' }]);

    const response = await action({ request, params: {}, context: { cspNonce: '', allowInlineScriptHashes: () => undefined } });
    expect(response.status).toBe(302);
    expect(fake.paths.some((path) => path.endsWith('/logout'))).toBe(true);
    const setCookies = response.headers.getSetCookie();
    const children = setCookies.find((setCookie) => setCookie.startsWith('tate_children='));
    expect(children, 'logout sends a Set-Cookie for tate_children').toBeDefined();
    expect(children).toMatch(/Max-Age=0\b/);

    const after = browserAfter(before, setCookies);
    expect(after.some((setCookie) => setCookie.startsWith('tate_children='))).toBe(false);
    const next = await loadHeaderAccount(new Request('http://web.test/about', { headers: { Cookie: cookieHeader(after) } }));
    expect(next.account).toBeNull();
    // A browser that kept the old copy anyway, without its session, is shown no children either.
    const replayed = await loadHeaderAccount(new Request('http://web.test/about', { headers: { Cookie: cookieHeader(before.slice(1)) } }));
    expect(replayed.account).toBeNull();
  });

  it('leaves a device in child mode signed in: a child is sent back to their library', async () => {
    const session = await sessionStorage.getSession();
    session.set('cmsToken', 'jwt-abc');
    session.set('childMode', { childId: 'child-1', firstName: 'Mia' });
    const cookie = cookieHeader([await sessionStorage.commitSession(session)]);
    fake.paths.length = 0;
    const request = new Request('http://web.test/logout', { method: 'POST', headers: { Cookie: cookie } });
    const response = await action({ request, params: {}, context: { cspNonce: '', allowInlineScriptHashes: () => undefined } });
    expect(response.headers.get('Location')).toBe('/library/child-1');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(fake.paths).toEqual([]);
  });
});
