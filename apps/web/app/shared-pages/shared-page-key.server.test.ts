import { describe, expect, it, vi } from 'vitest';
import { sharedPageKey } from './shared-page-key.server';

const page = (cookie?: string, method = 'GET', url = 'http://web/library?category=sleep') =>
  new Request(url, { method, headers: cookie ? { Cookie: cookie } : {} });

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

  it('shares neither the iframe player, whose frame policy depends on its key, nor an oEmbed answer', async () => {
    expect(await keyOf(page(undefined, 'GET', 'http://web/embed/abc123?key=tpk_x'))).toBeNull();
    expect(await keyOf(page(undefined, 'GET', 'http://web/oembed?url=http%3A%2F%2Fweb%2Ftranscript%2Fabc123'))).toBeNull();
    // The script embed's file is the same for everyone.
    expect(await keyOf(page(undefined, 'GET', 'http://web/embed/tate-player@0.1.0.js'))).toBe('trial http://web/embed/tate-player@0.1.0.js');
  });
});
