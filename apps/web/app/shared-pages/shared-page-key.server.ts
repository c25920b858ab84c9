import { paymentReturnCookieName } from '../account/payment-return.server';
import { isTrialPopupClosed } from '../home/trial-popup-cookie.server';
import { siteOrigin } from '../http/site-url.server';
import { SESSION_COOKIE_NAME } from '../session.server';
import { TOAST_COOKIE_NAME } from '../toast/toast.server';
import { pageQuery } from './page-query.server';

/** Cookies of one visitor that the page shows: a request carrying one is rendered for that visitor alone. */
const VISITOR_COOKIES = [SESSION_COOKIE_NAME, TOAST_COOKIE_NAME, paymentReturnCookieName];

/** The iframe player's page, `/embed/<meditation>` (not the script embed's `/embed/tate-player@<version>.js`). */
const IFRAME_PLAYER = /^\/embed\/[A-Za-z0-9_-]{1,64}\/?$/;

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
 * method, a cookie of one visitor (signed in, a toast to show, a payment to confirm), a single-fetch data request
 * (`.data`, never a page), the iframe player (`/embed/<meditation>`, whose frame policy depends on its key) or oEmbed.
 */
export async function sharedPageKey(request: PageRequestHead): Promise<SharedPageKey | null> {
  // A HEAD is answered by Remix itself (a HEAD render has no body to share); a part of a file (a meditation's
  // Range request) is never a page.
  if (request.method !== 'GET' || request.headers.has('Range')) return null;
  const names = cookieNames(request);
  if (VISITOR_COOKIES.some((name) => names.includes(name))) return null;
  const asked = new URL(request.url);
  if (asked.pathname.endsWith('.data')) return null;
  // The iframe player's page and oEmbed answer by their query (a partner's key, a meditation's address): never shared.
  if (IFRAME_PLAYER.test(asked.pathname) || asked.pathname === '/oembed') return null;
  const query = pageQuery(asked);
  const url = `${siteOrigin(request)}${asked.pathname}${query}`;
  const trial = (await isTrialPopupClosed(request)) ? 'trial-closed' : 'trial';
  return { key: `${trial} ${url}`, url, asAsked: sameParameters(asked.searchParams, new URLSearchParams(query)) };
}
