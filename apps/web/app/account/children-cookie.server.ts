import crypto from 'node:crypto';
import { createCookie } from '@remix-run/node';
import { z } from 'zod';
import { cookieOptions } from '../session/cookie-options.server';

/**
 * How long the header may show a parent's children without asking the CMS again. A change made on this site clears
 * the copy at once (`forgetChildrenCookie`); one made in the mobile app shows here within this time.
 */
export const CHILDREN_COOKIE_MAX_AGE_S = 60;

/** A larger list is not kept: the header asks the CMS each time rather than send a heavy cookie with every request. */
const MAX_COOKIE_BYTES = 2048;

const childrenCookie = createCookie('tate_children', cookieOptions({ signed: true, maxAge: CHILDREN_COOKIE_MAX_AGE_S }));

export type HeaderChild = { id: string; name: string };

const storedSchema = z.object({
  /** Whose list it is: a digest of the CMS token, so a list never outlives its sign-in or passes to another parent. */
  of: z.string(),
  /** When the CMS gave it (ms since the epoch): the browser's expiry is not trusted alone. */
  at: z.number(),
  children: z.array(z.object({ id: z.string(), name: z.string() })),
});

function tokenDigest(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/** The header's copy of this parent's children (docs/decisions/2026-11-25-header-children-cookie.md), or null. */
export async function readChildrenCookie(request: Request, token: string, now = Date.now()): Promise<HeaderChild[] | null> {
  const parsed = storedSchema.safeParse(await childrenCookie.parse(request.headers.get('Cookie')));
  if (!parsed.success) return null;
  const { of, at, children } = parsed.data;
  const fresh = at <= now && now - at < CHILDREN_COOKIE_MAX_AGE_S * 1000;
  return of === tokenDigest(token) && fresh ? children : null;
}

/** The Set-Cookie value keeping this parent's children for the header, or null when the list is too large to keep. */
export async function childrenCookieFor(token: string, children: HeaderChild[], now = Date.now()): Promise<string | null> {
  const setCookie = await childrenCookie.serialize({ of: tokenDigest(token), at: now, children });
  return setCookie.length <= MAX_COOKIE_BYTES ? setCookie : null;
}

/** The Set-Cookie value that drops the header's copy: after the parent adds, renames or removes a child here. */
export async function forgetChildrenCookie(): Promise<string> {
  return childrenCookie.serialize('', { maxAge: 0 });
}
