import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from './page-cache';
import { createRenderedPages, sharedPageKey } from './rendered-pages.server';

const page = (cookie?: string, method = 'GET', url = 'http://web/library?category=sleep') =>
  new Request(url, { method, headers: cookie ? { Cookie: cookie } : {} });

const publicPage = (html: string) => new Response(html, { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE, ETag: 'W/"a"', 'Content-Type': 'text/html' } });

/** The cache key of a request, or null when it is not shared. */
const keyOf = async (request: Request) => (await sharedPageKey(request))?.key ?? null;

describe('sharedPageKey', () => {
  it('keys an anonymous read by path and query and by whether the trial pop-up was closed', async () => {
    expect(await keyOf(page())).toBe('trial http://web/library?category=sleep');
    expect(await keyOf(page('tate_trial_closed=ImNsb3NlZCI%3D'))).toBe('trial-closed http://web/library?category=sleep');
    // The newsletter pop-up asks for itself after the page: one copy of the page serves both.
    expect(await keyOf(page('tate_newsletter=ImpvaW5lZCI%3D'))).toBe('trial http://web/library?category=sleep');
    expect(await keyOf(page('tate_device=abc; other=1'))).toBe('trial http://web/library?category=sleep');
  });

  it('keeps the pages of two host names apart', async () => {
    expect(await keyOf(page(undefined, 'GET', 'http://localhost:3000/home'))).not.toBe(
      await keyOf(page(undefined, 'GET', 'http://127.0.0.1:3000/home')),
    );
  });

  it('keys on the public origin, whatever Host was asked, when WEB_PUBLIC_URL is set', async () => {
    vi.stubEnv('WEB_PUBLIC_URL', 'https://tate.example');
    try {
      const asked = [await sharedPageKey(page(undefined, 'GET', 'http://localhost:3000/home')), await sharedPageKey(page(undefined, 'GET', 'http://evil.example:81/home'))];
      for (const shared of asked) expect(shared?.url).toBe('https://tate.example/home');
      expect(asked[0]?.key).toBe(asked[1]?.key);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('leaves out the query parameters the page does not read, in any order, and renders from that address', async () => {
    const plain = await sharedPageKey(page(undefined, 'GET', 'http://web/library?feel=calm&age=3-4'));
    for (const url of ['http://web/library?age=3-4&utm_source=x&feel=calm', 'http://web/library?feel=calm&feel=nonsense&age=3-4&x=1']) {
      const shared = await sharedPageKey(page(undefined, 'GET', url));
      expect(shared?.key).toBe(plain?.key);
      expect(shared?.asAsked).toBe(false);
    }
    expect(plain?.asAsked).toBe(true);
    expect(new URL(plain?.url ?? '').searchParams.getAll('feel')).toEqual(['calm']);
    expect(await keyOf(page(undefined, 'GET', 'http://web/home?x=1'))).toBe(await keyOf(page(undefined, 'GET', 'http://web/home')));
  });

  it('keys each value of a parameter the page reads apart', async () => {
    const keys = ['/library', '/library?feel=calm', '/library?search=cloud', '/signup?plan=year', '/signup'];
    const distinct = new Set(await Promise.all(keys.map((path) => keyOf(page(undefined, 'GET', `http://web${path}`)))));
    expect(distinct.size).toBe(keys.length);
  });

  it('shares nothing of a signed-in visitor, a toast, a payment return, a form post, a HEAD, a part of a file or a data request', async () => {
    for (const cookie of ['__tate_session=x', '__tate_toast=x', 'tate_payment=x', 'a=1; __tate_session=x']) {
      expect(await keyOf(page(cookie))).toBeNull();
    }
    expect(await keyOf(page(undefined, 'POST'))).toBeNull();
    expect(await keyOf(page(undefined, 'HEAD'))).toBeNull();
    expect(await keyOf(new Request('http://web/player/file/m1', { headers: { Range: 'bytes=0-' } }))).toBeNull();
    expect(await keyOf(page(undefined, 'GET', 'http://web/library.data?feel=calm'))).toBeNull();
  });
});

describe('rendered pages', () => {
  it('renders a page once for many visitors asking at once, keeps it gzipped too, and hands it out without rendering', async () => {
    const pages = createRenderedPages({ ttlMs: 60_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return publicPage('<p>Library</p>');
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => pages.answer('k', render)));
    expect(renders).toBe(1);
    for (const answer of answers) expect(answer.page?.body.toString()).toBe('<p>Library</p>');
    expect(gunzipSync(answers[0]?.page?.gzipped ?? Buffer.alloc(0)).toString()).toBe('<p>Library</p>');
    expect(Object.fromEntries(answers[0]?.page?.headers ?? [])).toMatchObject({ 'cache-control': PUBLIC_PAGE_CACHE, etag: 'W/"a"' });
    await pages.answer('k', render);
    expect(renders).toBe(1);
    expect(pages.peek('k')?.body.toString()).toBe('<p>Library</p>');
    expect(pages.peek('another page')).toBeNull();
  });

  it('answers a page that cannot be shared to its own request only; the others render their own', async () => {
    const pages = createRenderedPages({ ttlMs: 60_000 });
    const own = await pages.answer('k', async () => new Response('<p>Hello</p>', { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } }));
    expect(own.page).toBeNull();
    expect(await own.own?.text()).toBe('<p>Hello</p>');
    const withCookie = await pages.answer('k', async () => {
      const response = publicPage('<p>x</p>');
      response.headers.append('Set-Cookie', 'a=1');
      return response;
    });
    expect(withCookie.page).toBeNull();
    const file = await pages.answer('k', async () => new Response('ID3…', { headers: { 'Cache-Control': 'public, max-age=300', 'Content-Type': 'audio/mpeg' } }));
    expect(file.page).toBeNull();
    expect(file.own?.headers.get('Content-Type')).toBe('audio/mpeg');
    const missing = await pages.answer('k', async () => new Response('gone', { status: 404, headers: { 'Cache-Control': PUBLIC_PAGE_CACHE } }));
    expect(missing.page).toBeNull();
    expect(missing.own?.status).toBe(404);
  });

  it('forgets every page when cleared, and does not keep a render a clear overtook', async () => {
    const pages = createRenderedPages({ ttlMs: 60_000 });
    await pages.answer('k', async () => publicPage('<p>Old</p>'));
    pages.clear();
    expect(pages.peek('k')).toBeNull();
    let finish: () => void = () => undefined;
    const slow = pages.answer('k', () => new Promise<Response>((resolve) => (finish = () => resolve(publicPage('<p>Before the publish</p>')))));
    await new Promise((resolve) => setTimeout(resolve, 5));
    pages.clear();
    finish();
    const overtaken = await slow;
    expect(overtaken.page).toBeNull();
    expect(await overtaken.own?.text()).toBe('<p>Before the publish</p>');
    const fresh = await pages.answer('k', async () => publicPage('<p>New</p>'));
    expect(fresh.page?.body.toString()).toBe('<p>New</p>');
  });
});
