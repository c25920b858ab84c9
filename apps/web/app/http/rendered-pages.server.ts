import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { paymentReturnCookieName } from '../account/payment-return.server';
import { isTrialPopupClosed } from '../home/trial-popup-cookie.server';
import { siteOrigin } from '../seo/site-url.server';
import { SESSION_COOKIE_NAME } from '../session.server';
import { TOAST_COOKIE_NAME } from '../toast/toast.server';
import { isPublicPage } from './page-cache';
import { pageQuery } from './page-query.server';

/** A rendered page (HTML) any visitor may get: its status, headers and body, and the body gzipped once. */
export type SharedPage = { status: number; headers: [string, string][]; body: Buffer; gzipped: Buffer; storedAt: number };

/** What a request for a page gets from the cache: the shared page, or the page rendered for this request alone. */
export type CachedAnswer = { page: SharedPage; own: null } | { page: null; own: Response | null };

type Fill = { render: () => Promise<Response>; own: Response | null };

/** Cookies of one visitor that the page shows: a request carrying one is rendered for that visitor alone. */
const VISITOR_COOKIES = [SESSION_COOKIE_NAME, TOAST_COOKIE_NAME, paymentReturnCookieName];
/** Headers that describe one transfer, not the page. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'set-cookie']);

/** What the cache key is made of: a request's method, address and headers, before any Fetch API request is built. */
export type PageRequestHead = { method: string; url: string; headers: Pick<Headers, 'get' | 'has'> };

function cookieNames(request: PageRequestHead): string[] {
  return (request.headers.get('Cookie') ?? '').split(';').map((pair) => pair.split('=')[0]?.trim() ?? '');
}

/**
 * Where an anonymous GET's page is kept (`key`), the address that page is rendered from (`url`), and whether that is
 * the page asked for (`asAsked`: the request has no query parameter its page does not read).
 */
export type SharedPageKey = { key: string; url: string; asAsked: boolean };

/** True when two queries hold the same parameters and values, in whatever order. */
function sameParameters(one: URLSearchParams, other: URLSearchParams): boolean {
  const sorted = (params: URLSearchParams) => [...params].map(([name, value]) => `${name}=${value}`).sort().join('&');
  return sorted(one) === sorted(other);
}

/**
 * The cache key of an anonymous GET: whether the visitor closed the trial pop-up (the only per-visitor part of an
 * anonymous page decided on the server; the newsletter pop-up asks for itself after the page, /newsletter-popup) and
 * the page's address: the public origin (WEB_PUBLIC_URL; without it the
 * page's canonical links name the host it was asked on), the path and only the query parameters the page reads
 * (pageQuery), so a query of made-up parameters neither misses the cache nor pushes real pages out of it. The page
 * is rendered from that address, not the one asked for: the pop-ups' forms write the address into the page, and a
 * shared copy must not carry one visitor's parameters to the others. Null when the page cannot be shared: another
 * method, a cookie of one visitor (signed in, a toast to show, a payment to confirm), or a single-fetch data request
 * (`.data`, never a page).
 */
export async function sharedPageKey(request: PageRequestHead): Promise<SharedPageKey | null> {
  // A HEAD is answered by Remix itself (a HEAD render has no body to share); a part of a file (a meditation's
  // Range request) is never a page.
  if (request.method !== 'GET' || request.headers.has('Range')) return null;
  const names = cookieNames(request);
  if (VISITOR_COOKIES.some((name) => names.includes(name))) return null;
  const asked = new URL(request.url);
  if (asked.pathname.endsWith('.data')) return null;
  const query = pageQuery(asked);
  const url = `${siteOrigin(request)}${asked.pathname}${query}`;
  const trial = (await isTrialPopupClosed(request)) ? 'trial-closed' : 'trial';
  return { key: `${trial} ${url}`, url, asAsked: sameParameters(asked.searchParams, new URLSearchParams(query)) };
}

/** A page any visitor may get: an HTML 200 whose Cache-Control is public and that sets no cookie. */
function isShareable(response: Response): boolean {
  const html = response.headers.get('Content-Type')?.startsWith('text/html') ?? false;
  return response.status === 200 && html && isPublicPage(response) && !response.headers.has('Set-Cookie');
}

async function toSharedPage(response: Response): Promise<SharedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase()));
  return { status: response.status, headers, body, gzipped: gzipSync(body), storedAt: Date.now() };
}

export type RenderedPages = {
  /**
   * The shared page for `key`. On a miss one render fills it, however many visitors ask at once (they wait for that
   * render); a page that turns out not to be shareable (or a render a purge overtook) is answered to its own request
   * only (`own`), and the others render their own.
   */
  answer(key: string, render: () => Promise<Response>): Promise<CachedAnswer>;
  /** The shared page for `key` when one is kept and fresh; nothing is rendered. */
  peek(key: string): SharedPage | null;
  /** Drops every page; a render still on its way is not kept. */
  clear(): void;
};

export function createRenderedPages({ ttlMs, maxEntries = 200 }: { ttlMs: number; maxEntries?: number }): RenderedPages {
  const pages = new LRUCache<string, SharedPage, Fill>({
    max: maxEntries,
    ttl: ttlMs,
    async fetchMethod(_key, _stale, { context }) {
      const response = await context.render();
      context.own = response;
      return isShareable(response) ? toSharedPage(response.clone()) : undefined;
    },
  });
  return {
    async answer(key, render) {
      const fill: Fill = { render, own: null };
      const page = await pages.fetch(key, { context: fill }).catch(() => undefined);
      return page ? { page, own: null } : { page: null, own: fill.own };
    },
    peek: (key) => pages.get(key) ?? null,
    clear: () => pages.clear(),
  };
}
