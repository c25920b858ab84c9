import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE, documentResponse, matchesEtag, weakEtag } from './page-cache';

const get = (headers: Record<string, string> = {}) => new Request('http://web/library', { headers });
const asIs = (html: string) => html;

describe('page caching', () => {
  it('makes an anonymous page public with an ETag and Vary: Cookie', async () => {
    const response = documentResponse(get(), 200, new Headers(), '<p>Library</p>', asIs);
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE);
    expect(response.headers.get('Vary')).toBe('Cookie');
    expect(response.headers.get('ETag')).toMatch(/^W\/".+"$/);
    expect(await response.text()).toBe('<p>Library</p>');
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const etag = weakEtag('<p>Library</p>');
    const response = documentResponse(get({ 'If-None-Match': etag }), 200, new Headers(), '<p>Library</p>', asIs);
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });

  it('sends the page again when it changed', () => {
    const response = documentResponse(get({ 'If-None-Match': weakEtag('<p>Old</p>') }), 200, new Headers(), '<p>New</p>', asIs);
    expect(response.status).toBe(200);
  });

  it('keeps a signed-in page private, without an ETag', () => {
    const headers = new Headers({ 'Cache-Control': PRIVATE_PAGE_CACHE });
    const response = documentResponse(get(), 200, headers, '<p>Hello Ann</p>', asIs);
    expect(response.headers.get('Cache-Control')).toBe(PRIVATE_PAGE_CACHE);
    expect(response.headers.get('ETag')).toBeNull();
  });

  it('makes a page that sets a cookie, an error or a form answer private', () => {
    const withCookie = documentResponse(get(), 200, new Headers({ 'Set-Cookie': 'toast=; Max-Age=0' }), 'x', asIs);
    const failed = documentResponse(get(), 503, new Headers(), 'x', asIs);
    const posted = documentResponse(new Request('http://web/login', { method: 'POST' }), 200, new Headers(), 'x', asIs);
    for (const response of [withCookie, failed, posted]) expect(response.headers.get('Cache-Control')).toBe(PRIVATE_PAGE_CACHE);
  });

  it('makes a public page fit for every visitor before tagging it; a private page is sent as rendered', async () => {
    const share = (html: string) => html.replace(' nonce="n1"', '');
    const page = '<script nonce="n1">1</script>';
    const shared = documentResponse(get(), 200, new Headers(), page, share);
    expect(await shared.text()).toBe('<script>1</script>');
    expect(shared.headers.get('ETag')).toBe(weakEtag('<script>1</script>'));
    const own = documentResponse(get(), 200, new Headers({ 'Cache-Control': PRIVATE_PAGE_CACHE }), page, share);
    expect(await own.text()).toBe(page);
  });

  it('compares ETags weakly and accepts lists', () => {
    expect(matchesEtag('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('W/"c"', 'W/"b"')).toBe(false);
    expect(matchesEtag(null, 'W/"b"')).toBe(false);
  });
});
