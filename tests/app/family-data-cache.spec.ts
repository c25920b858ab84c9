import { addChild, createActiveParent, signIn } from './support/accounts';
import { expect, test } from './support/visitor';

// Issue 37 item 5 (caching of family data): what a signed-in parent's child data answers tell caches, as the web server sends them.

test.describe("caching of a child's data", () => {
  test("a child's library cards answer private, no-store, asked directly and by the page's data request", async ({ page, request }) => {
    const parent = await createActiveParent(request, 'cards-cache');
    const childId = await addChild(request, parent, 'Ada');
    await signIn(page, parent.email, parent.password);

    const direct = await page.request.get(`/resources/library-cards?child=${childId}`);
    expect(direct.status()).toBe(200);
    expect(direct.headers()['cache-control']).toBe('private, no-store');
    expect(((await direct.json()) as { forQuery: string }).forQuery).toContain(`child=${childId}`);

    // What the library page's fetcher asks for (Remix single fetch): the same loader through a `.data` request.
    const query = new URLSearchParams({ child: childId, _routes: 'routes/library-cards' });
    const data = await page.request.get(`/resources/library-cards.data?${query.toString()}`);
    expect(data.status()).toBe(200);
    expect(data.headers()['cache-control']).toBe('private, no-store');

    const childLibrary = await page.request.get(`/library/${childId}.data`);
    expect(childLibrary.status()).toBe(200);
    expect(childLibrary.headers()['cache-control']).toBe('private, no-store');
  });

  test('the library cards without a child stay public for a visitor', async ({ request }) => {
    const cards = await request.get('/resources/library-cards');
    expect(cards.status()).toBe(200);
    expect(cards.headers()['cache-control']).toMatch(/^public/);
  });
});
