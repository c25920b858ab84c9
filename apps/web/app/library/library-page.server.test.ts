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
// The session and its subscription check are the guard's own tests: here a request names its parent's token.
vi.mock('../account/guard.server', () => ({ requireParent: async (request: Request) => request.headers.get('x-test-token') ?? '' }));

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

type Call = { path: string; token: string | null };

/** A CMS answering the library's calls from FAMILIES by the token sent, recording each call's path and token. */
function stubCms() {
  const calls: Call[] = [];
  const answer = (code: number, data?: unknown) => new Response(JSON.stringify({ response_code: code, response_message: 'answer', response_data: data }));
  const fetchStub = async (input: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(input)).pathname.replace(/^\/api\//, '');
    const token = new Headers(init?.headers).get('authtoken');
    calls.push({ path, token });
    if (path === 'category/all') return answer(200, [category]);
    if (path === 'category/media/all') return answer(200, CATALOGUE);
    const family = token === 'token-ada' || token === 'token-ben' ? FAMILIES[token] : null;
    if (!family) return answer(401);
    const childId = family.child._id;
    if (path === 'child-history/all') return answer(200, family.history);
    if (path === `children/${childId}`) return answer(200, family.child);
    if (path === 'get-child-favouritelist') return answer(200, family.favourites);
    if (path === 'suggestedMedia/child') return answer(200, []);
    return answer(404);
  };
  const cache = createPublicCache({ ttlMs: 60_000 });
  fake.client = () => createCmsClient({ baseUrl: 'http://cms.test', publicUrl: PUBLIC_URL }, fetchStub, cache);
  return { calls, cache };
}

function requestOf(token: string, path: string): Request {
  return new Request(`http://web.test${path}`, { headers: { 'x-test-token': token } });
}

describe("a signed-in family's library", () => {
  it('reads the catalogue from the public cache without a token, once for every family, and the rest with its own token', async () => {
    const { calls } = stubCms();
    await loadChildLibrary(requestOf('token-ada', '/library/child-ada'), EMPTY_FILTER, 'child-ada');
    await loadChildLibrary(requestOf('token-ben', '/library/child-ben'), EMPTY_FILTER, 'child-ben');
    await loadLibrary(requestOf('token-ben', '/library'), EMPTY_FILTER, undefined);

    const catalogue = calls.filter((call) => call.path.startsWith('category/'));
    expect(catalogue).toEqual([
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
});
