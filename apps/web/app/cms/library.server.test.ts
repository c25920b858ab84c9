import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from './library-filter';
import { createCmsClient } from './client.server';
import { fetchLibraryPage } from './library.server';
import { createPublicCache } from './public-cache.server';

const category = { _id: 'cat-1', name: 'Sleep', slug: 'sleep', description: null, imagePath: null, image: null };

function meditation(title: string) {
  return { _id: 'med-1', title, description: null, backGrdImg: null, accessLevel: 'free', duration: 5, libraryId: { _id: 'cat-1' } };
}

/** A CMS answering the library query with `title` as its one meditation's title, counting the calls it gets. */
function libraryCms() {
  const cms = { title: 'Moon breathing', calls: 0 };
  const answer = (data: unknown) => new Response(JSON.stringify({ response_code: 200, response_message: 'Success', response_data: data }));
  const fetchStub = async (input: string | URL | Request) => {
    cms.calls += 1;
    return String(input).endsWith('/api/category/all') ? answer([category]) : answer([meditation(cms.title)]);
  };
  return { cms, fetchStub };
}

describe('the library page from the public cache', () => {
  it('is shaped once per cached answer and follows the CMS once the cache is cleared', async () => {
    const { cms, fetchStub } = libraryCms();
    const cache = createPublicCache({ ttlMs: 60_000 });
    const client = createCmsClient({ baseUrl: 'http://cms.test', publicUrl: 'http://localhost:1337' }, fetchStub, cache);

    const first = await fetchLibraryPage(client, EMPTY_FILTER);
    const second = await fetchLibraryPage(client, EMPTY_FILTER);
    expect(first.categories[0]?.items.map((item) => item.title)).toEqual(['Moon breathing']);
    expect(second).toEqual(first);
    expect(second.categories[0]?.items[0]).toBe(first.categories[0]?.items[0]);
    expect(cms.calls).toBe(2);

    cms.title = 'Star breathing';
    cache.clear();
    const afterPublish = await fetchLibraryPage(client, EMPTY_FILTER);
    expect(afterPublish.categories[0]?.items.map((item) => item.title)).toEqual(['Star breathing']);
    expect(cms.calls).toBe(4);
  });
});
