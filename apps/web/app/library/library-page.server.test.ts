import { describe, expect, it, vi } from 'vitest';
import { createCmsClient, type CmsClient } from '../cms/client.server';
import { EMPTY_FILTER } from '../cms/library-filter';
import { createPublicCache } from '../cms/public-cache.server';
import { loadChildLibrary, loadLibrary } from './library-page.server';

const fake = vi.hoisted(() => ({
  client: (): CmsClient => {
    throw new Error('The stub CMS is not set');
  },
}));
vi.mock('../cms/cms.server', () => ({ cms: () => fake.client() }));
// The session and its subscription check are the guard's own tests: here a request names its parent's token, and a
// parent whose plan has ended (`x-test-plan: ended`) is sent to /subscription as the guard sends them.
vi.mock('../session.server', () => ({
  requireCmsToken: async (request: Request) => {
    const token = request.headers.get('x-test-token');
    if (!token) throw new Response(null, { status: 302, headers: { Location: '/login' } });
    return token;
  },
}));
vi.mock('../account/guard.server', () => ({
  requireParent: async (request: Request) => {
    // The CMS's plan check answers after the family's reads have started.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (request.headers.get('x-test-plan') === 'ended') throw new Response(null, { status: 302, headers: { Location: '/subscription' } });
    return request.headers.get('x-test-token') ?? '';
  },
}));

const PUBLIC_URL = 'http://localhost:1337';
const category = { _id: 'cat-1', name: 'Sleep', slug: 'sleep', description: null, imagePath: null, image: null };

function media(id: string, accessLevel: 'free' | 'paid', filename: string | null) {
  return { _id: id, title: `Story ${id}`, description: null, backGrdImg: null, accessLevel, duration: 10, filename, libraryId: { _id: 'cat-1' } };
}

/** The catalogue as the CMS answers it without a token: a paid file is never in it. */
const CATALOGUE = [media('free-1', 'free', '/uploads/free-1.mp3'), media('paid-1', 'paid', null)];

/**
 * Two families. Ada's parent is entitled: the CMS answers her favourite paid story with a signed address. Ben's parent
 * is not: the same story comes without a file.
 */
const FAMILIES = {
  'token-ada': {
    child: { _id: 'child-ada', name: 'Ada', dateOfBirth: '2019-01-01', age: 7, imagePath: '/uploads/ada.png', theme: [] },
    history: [{ mediaId: 'free-1', currentMediaTimestamp: 300 }],
    favourites: [media('paid-1', 'paid', '/uploads/paid-1.mp3?signature=for-ada')],
  },
  'token-ben': {
    child: { _id: 'child-ben', name: 'Ben', dateOfBirth: '2020-01-01', age: 6, imagePath: null, theme: [] },
    history: [],
    favourites: [media('paid-1', 'paid', null)],
  },
} as const;

type Call = { path: string; token: string | null; inFlight: number };

/** A CMS answering the library's calls from FAMILIES by the token sent, recording each call's path and token. */
function stubCms() {
  const calls: Call[] = [];
  let inFlight = 0;
  const answer = (code: number, data?: unknown) => new Response(JSON.stringify({ response_code: code, response_message: 'answer', response_data: data }));
  const fetchStub = async (input: string | URL | Request, init?: RequestInit) => {
    inFlight += 1;
    calls.push({ ...callOf(input, init), inFlight });
    // Each answer takes a moment, so calls made one after another never overlap.
    await new Promise((resolve) => setTimeout(resolve, 2));
    inFlight -= 1;
    return answerFor(input, init);
  };
  const answerFor = (input: string | URL | Request, init?: RequestInit) => {
    const { path, token } = callOf(input, init);
    if (path === 'category/all') return answer(200, [category]);
    if (path === 'category/media/all') return answer(200, CATALOGUE);
    const family = token === 'token-ada' || token === 'token-ben' ? FAMILIES[token] : null;
    if (!family) return answer(401);
    const childId = family.child._id;
    if (path === 'child-history/all') return childOf(init) === childId ? answer(200, family.history) : answer(404);
    if (path === 'children/all') return answer(200, [family.child]);
    if (path === `children/${childId}`) return answer(200, family.child);
    if (path === 'get-child-favouritelist') return answer(200, family.favourites);
    if (path === 'suggestedMedia/child') return answer(200, []);
    return answer(404);
  };
  const cache = createPublicCache({ ttlMs: 60_000 });
  fake.client = () => createCmsClient({ baseUrl: 'http://cms.test', publicUrl: PUBLIC_URL }, fetchStub, cache);
  return { calls, cache };
}

function callOf(input: string | URL | Request, init?: RequestInit): { path: string; token: string | null } {
  return { path: new URL(String(input)).pathname.replace(/^\/api\//, ''), token: new Headers(init?.headers).get('authtoken') };
}

/** The child a call's JSON body names. */
function childOf(init?: RequestInit): unknown {
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
  return typeof body === 'object' && body !== null && 'childId' in body ? body.childId : null;
}

function requestOf(token: string, path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://web.test${path}`, { headers: { 'x-test-token': token, ...headers } });
}

/** What a loader threw: a Response (a redirect, or Remix's `data()` with its status). */
async function thrownBy(load: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  try {
    await load;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get('Location') };
    // Remix's data(): its status is in `init`.
    if (typeof error === 'object' && error !== null && 'init' in error) {
      const { init } = error;
      if (typeof init === 'object' && init !== null && 'status' in init && typeof init.status === 'number') return { status: init.status, location: null };
    }
    throw error;
  }
  throw new Error('The loader did not refuse');
}

describe("a signed-in family's library", () => {
  it('reads the catalogue from the public cache without a token, once for every family, and the rest with its own token', async () => {
    const { calls } = stubCms();
    await loadChildLibrary(requestOf('token-ada', '/library/child-ada'), EMPTY_FILTER, 'child-ada');
    await loadChildLibrary(requestOf('token-ben', '/library/child-ben'), EMPTY_FILTER, 'child-ben');
    await loadLibrary(requestOf('token-ben', '/library'), EMPTY_FILTER, undefined);

    const catalogue = calls.filter((call) => call.path.startsWith('category/'));
    expect(catalogue.map(({ path, token }) => ({ path, token }))).toEqual([
      { path: 'category/all', token: null },
      { path: 'category/media/all', token: null },
    ]);
    const family = calls.filter((call) => !call.path.startsWith('category/'));
    expect(family.length).toBe(10);
    for (const call of family) expect(call.token === 'token-ada' || call.token === 'token-ben').toBe(true);
    expect(family.filter((call) => call.path.includes('child-ada')).every((call) => call.token === 'token-ada')).toBe(true);
  });

  it("shows one family nothing of another's: children, progress, favourites, nor a paid story's signed address", async () => {
    stubCms();
    const ada = await loadChildLibrary(requestOf('token-ada', '/library/child-ada'), EMPTY_FILTER, 'child-ada');
    const ben = await loadChildLibrary(requestOf('token-ben', '/library/child-ben'), EMPTY_FILTER, 'child-ben');
    const anonymous = await loadLibrary(new Request('http://web.test/library'), EMPTY_FILTER, undefined);

    expect(ada.shelves.child.name).toBe('Ada');
    expect(ada.shelves.favourites.map((item) => item.src)).toEqual([`${PUBLIC_URL}/uploads/paid-1.mp3?signature=for-ada`]);
    expect(ada.library.categories[0]?.items.find((item) => item.id === 'free-1')?.percentCompleted).toBe(50);

    const benSees = JSON.stringify(ben);
    expect(benSees).not.toContain('Ada');
    expect(benSees).not.toContain('signature');
    expect(ben.shelves.favourites.map((item) => item.src)).toEqual([null]);
    expect(ben.library.categories[0]?.items.map((item) => item.percentCompleted)).toEqual([0, 0]);

    // The shared catalogue keeps no family's progress or signed address: the anonymous page reads it as the CMS gave it.
    const anonymousSees = JSON.stringify(anonymous);
    expect(anonymousSees).not.toContain('signature');
    expect(anonymous.categories[0]?.items.map((item) => [item.id, item.src, item.percentCompleted])).toEqual([
      ['free-1', `${PUBLIC_URL}/uploads/free-1.mp3`, null],
      ['paid-1', null, null],
    ]);
  });

  it('follows a publish: a cleared cache gives every family the new catalogue', async () => {
    const { calls, cache } = stubCms();
    await loadChildLibrary(requestOf('token-ada', '/library/child-ada'), EMPTY_FILTER, 'child-ada');
    cache.clear();
    await loadChildLibrary(requestOf('token-ben', '/library/child-ben'), EMPTY_FILTER, 'child-ben');
    expect(calls.filter((call) => call.path === 'category/media/all').length).toBe(2);
  });

  it("reads a child's library in one round of calls, the child from the children list and never on its own", async () => {
    const { calls } = stubCms();
    const ada = await loadChildLibrary(requestOf('token-ada', '/library/child-ada'), EMPTY_FILTER, 'child-ada');

    const family = calls.filter((call) => !call.path.startsWith('category/'));
    expect(family.map((call) => call.path).sort()).toEqual(
      ['child-history/all', 'children/all', 'children/child-ada/bedtime', 'get-child-favouritelist', 'suggestedMedia/child'].sort(),
    );
    // Every call is made before the first answers: the last one made finds all the others still waiting.
    expect(Math.max(...calls.map((call) => call.inFlight))).toBe(calls.length);
    expect(ada.shelves.child).toEqual({ id: 'child-ada', name: 'Ada', imageUrl: `${PUBLIC_URL}/uploads/ada.png` });
    expect(ada.children).toEqual([{ id: 'child-ada', name: 'Ada' }]);
  });

  it("answers another family's child, an unknown one and a malformed id with the same 404", async () => {
    stubCms();
    const ids = ['child-ben', 'child-nobody', 'x'.repeat(65)];
    for (const id of ids) {
      expect(await thrownBy(loadChildLibrary(requestOf('token-ada', `/library/${id}`), EMPTY_FILTER, id))).toEqual({ status: 404, location: null });
      expect(await thrownBy(loadLibrary(requestOf('token-ada', `/resources/library-cards?child=${id}`), EMPTY_FILTER, id))).toEqual({
        status: 404,
        location: null,
      });
    }
  });

  it('sends a parent whose plan has ended to /subscription, whatever the child, before any read is used', async () => {
    stubCms();
    const ended = { 'x-test-plan': 'ended' };
    for (const id of ['child-ada', 'child-ben', 'x'.repeat(65)]) {
      expect(await thrownBy(loadChildLibrary(requestOf('token-ada', `/library/${id}`, ended), EMPTY_FILTER, id))).toEqual({
        status: 302,
        location: '/subscription',
      });
    }
    // A visitor without a session is sent to sign in, and the CMS is not asked for anything of a family.
    const { calls } = stubCms();
    expect(await thrownBy(loadChildLibrary(new Request('http://web.test/library/child-ada'), EMPTY_FILTER, 'child-ada'))).toEqual({
      status: 302,
      location: '/login',
    });
    expect(calls).toEqual([]);
  });
});
