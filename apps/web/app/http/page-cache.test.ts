import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE, documentResponse, matchesEtag, weakEtag } from './page-cache';

const get = (headers: Record<string, string> = {}) => new Request('http://web/library', { headers });

describe('page caching', () => {
  it('makes an anonymous page public with an ETag and Vary: Cookie', async () => {
    const response = documentResponse(get(), 200, new Headers(), '<p>Library</p>');
    expect(response.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE);
    expect(response.headers.get('Vary')).toBe('Cookie');
    expect(response.headers.get('ETag')).toMatch(/^W\/".+"$/);
    expect(await response.text()).toBe('<p>Library</p>');
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const etag = weakEtag('<p>Library</p>');
    const response = documentResponse(get({ 'If-None-Match': etag }), 200, new Headers(), '<p>Library</p>');
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });

  it('sends the page again when it changed', () => {
    const response = documentResponse(get({ 'If-None-Match': weakEtag('<p>Old</p>') }), 200, new Headers(), '<p>New</p>');
    expect(response.status).toBe(200);
  });

  it('keeps a signed-in page private, without an ETag', () => {
    const headers = new Headers({ 'Cache-Control': PRIVATE_PAGE_CACHE });
    const response = documentResponse(get(), 200, headers, '<p>Hello Ann</p>');
    expect(response.headers.get('Cache-Control')).toBe(PRIVATE_PAGE_CACHE);
    expect(response.headers.get('ETag')).toBeNull();
  });

  it('makes a page that sets a cookie, an error or a form answer private', () => {
    const withCookie = documentResponse(get(), 200, new Headers({ 'Set-Cookie': 'toast=; Max-Age=0' }), 'x');
    const failed = documentResponse(get(), 503, new Headers(), 'x');
    const posted = documentResponse(new Request('http://web/login', { method: 'POST' }), 200, new Headers(), 'x');
    for (const response of [withCookie, failed, posted]) expect(response.headers.get('Cache-Control')).toBe(PRIVATE_PAGE_CACHE);
  });

  it('gives pages that differ only in their CSP nonce the same ETag', () => {
    expect(weakEtag('<script nonce="abc">1</script>')).toBe(weakEtag('<script nonce="xyz">1</script>'));
    expect(weakEtag('<p>a</p>')).not.toBe(weakEtag('<p>b</p>'));
  });

  it('compares ETags weakly and accepts lists', () => {
    expect(matchesEtag('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('W/"c"', 'W/"b"')).toBe(false);
    expect(matchesEtag(null, 'W/"b"')).toBe(false);
  });
});
