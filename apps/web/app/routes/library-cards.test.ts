import { describe, expect, it, vi } from 'vitest';
import { appWithBuild } from '../../server/test-app.js';
import { sessionStorage } from '../session.server';
import * as libraryCards from './library-cards';

// The CMS's library, as the loader reads it for any filter and child: the headers are what this test is about.
vi.mock('../library/library-page.server', () => ({
  loadLibrary: async () => ({ allCategories: [], categories: [] }),
}));

/** The web's Express app (server/app.js) around a build of the root and this resource route. */
function webWithCards() {
  // What server/app.js needs of entry.server besides Remix's own: no page cache (a signed-in parent skips it anyway).
  const entryModule = {
    default: () => new Response('no documents here', { status: 500 }),
    runAsVisitor: <T>(_visitor: { address: string }, handle: () => T) => handle(),
    sharedPageKey: async () => null,
    renderedPages: () => null,
  };
  return appWithBuild(
    {
      root: { id: 'root', path: '', module: { default: () => null } },
      'routes/library-cards': { id: 'routes/library-cards', parentId: 'root', path: 'resources/library-cards', module: { default: undefined, ...libraryCards } },
    },
    entryModule,
  );
}

async function get(pathAndQuery: string, cookie?: string): Promise<Response> {
  const server = webWithCards().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    return await fetch(`http://127.0.0.1:${port}${pathAndQuery}`, { headers: cookie ? { Cookie: cookie } : {} });
  } finally {
    server.close();
  }
}

async function signedInCookie(): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set('cmsToken', 'jwt-abc');
  return (await sessionStorage.commitSession(session)).split(';')[0] ?? '';
}

describe('/resources/library-cards through the web server', () => {
  it("answers a child's cards private, no-store, asked directly and through the page's data request (.data)", async () => {
    const cookie = await signedInCookie();
    const direct = await get('/resources/library-cards?child=child-1', cookie);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('Cache-Control')).toBe('private, no-store');
    expect(((await direct.json()) as { forQuery: string }).forQuery).toBe('/resources/library-cards?child=child-1');
    const viaData = await get('/resources/library-cards.data?child=child-1&_routes=routes%2Flibrary-cards', cookie);
    expect(viaData.status).toBe(200);
    expect(viaData.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('answers the cards without a child public to a visitor, and never for a browser to use stale', async () => {
    const direct = await get('/resources/library-cards');
    expect(direct.headers.get('Cache-Control')).toMatch(/^public/);
    const viaData = await get('/resources/library-cards.data?_routes=routes%2Flibrary-cards');
    expect(viaData.headers.get('Cache-Control')).toMatch(/^public/);
    // A stale copy would leave a just-published category's row without its cards while the page names it.
    for (const answer of [direct, viaData]) expect(answer.headers.get('Cache-Control')).not.toMatch(/stale-while-revalidate/);
  });
});
