import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from './page-cache';
import { createRenderedPages } from './rendered-pages.server';

const publicPage = (html: string) => new Response(html, { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE, ETag: 'W/"a"', 'Content-Type': 'text/html' } });

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

  it('makes a brotli copy of a kept page after keeping it, smaller than the gzipped one', async () => {
    const pages = createRenderedPages({ ttlMs: 60_000 });
    const html = `<ul>${Array.from({ length: 200 }, (_, index) => `<li class="card">Meditation ${index}</li>`).join('')}</ul>`;
    const { page } = await pages.answer('k', async () => publicPage(html));
    await vi.waitFor(() => expect(pages.peek('k')?.brotli).toBeInstanceOf(Buffer));
    const brotli = pages.peek('k')?.brotli ?? Buffer.alloc(0);
    expect(brotliDecompressSync(brotli).toString()).toBe(html);
    expect(brotli.length).toBeLessThan(page?.gzipped.length ?? 0);
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
