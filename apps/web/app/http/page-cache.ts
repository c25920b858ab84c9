import { createHash } from 'node:crypto';

/** Anonymous pages: a CDN may keep them 10 s and serve them 50 s more while it asks again; browsers always ask (ETag). */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=50';
/**
 * Anonymous data a page fetches after it loads (the library's other cards): a CDN may keep it 10 s, and a browser asks
 * again every time. No stale-while-revalidate: a browser would answer the page's fetch from its stale copy for 50 s
 * (Chrome does for fetches), so a page could show a category whose cards never came.
 */
export const PUBLIC_DATA_CACHE = 'public, max-age=0, s-maxage=10';
/** Pages with anything of one visitor in them (signed in, a toast, a cookie being set). */
export const PRIVATE_PAGE_CACHE = 'private, no-store';

/** A weak ETag of the page. */
export function weakEtag(html: string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url')}"`;
}

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Sets the page's caching headers: Vary: Cookie always; a route's own Cache-Control is kept; otherwise a
 * successful GET without Set-Cookie is public and anything else private. Returns whether the page is public.
 */
export function applyPageCachePolicy(request: Request, status: number, headers: Headers): boolean {
  headers.append('Vary', 'Cookie');
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  if (!readOnly || status !== 200 || headers.has('Set-Cookie')) {
    headers.set('Cache-Control', PRIVATE_PAGE_CACHE);
    return false;
  }
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', PUBLIC_PAGE_CACHE);
  return headers.get('Cache-Control')?.startsWith('public') ?? false;
}

/**
 * The document response. A public page is first made fit for every visitor (`share`: nothing of this response in
 * it), then gets an ETag and answers If-None-Match with 304 and no body.
 */
export function documentResponse(
  request: Request,
  status: number,
  headers: Headers,
  rendered: string,
  share: (html: string) => string,
): Response {
  headers.set('Content-Type', 'text/html; charset=utf-8');
  if (!applyPageCachePolicy(request, status, headers)) return new Response(rendered, { status, headers });
  const html = share(rendered);
  const etag = weakEtag(html);
  headers.set('ETag', etag);
  if (matchesEtag(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(html, { status, headers });
}

/** True for a document response that a shared cache may keep. */
export function isPublicPage(response: Response): boolean {
  return response.headers.get('Cache-Control')?.startsWith('public') ?? false;
}
