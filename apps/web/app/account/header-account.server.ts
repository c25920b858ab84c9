import { cms } from '../cms/cms.server';
import { isCmsError } from '../cms/errors.server';
import { listChildren } from '../cms/family.server';
import type { HeaderAccount } from '../layout/SiteHeader';
import { getCmsToken, getUserName } from '../session.server';
import { childrenCookieFor, readChildrenCookie, type HeaderChild } from './children-cookie.server';

/**
 * The header's account menu data, and the Set-Cookie value that keeps its children list for the next pages (null
 * when the list came from that copy, or could not be read). The list is left empty when the CMS cannot give it.
 */
export async function loadHeaderAccount(request: Request): Promise<{ account: HeaderAccount; setCookie: string | null }> {
  const token = await getCmsToken(request);
  if (!token) return { account: null, setCookie: null };
  const userName = (await getUserName(request)) ?? '';
  const kept = await readChildrenCookie(request, token);
  if (kept) return { account: { userName, children: kept }, setCookie: null };
  const children = await childrenFromCms(token, 'header');
  if (!children) return { account: { userName, children: [] }, setCookie: null };
  return { account: { userName, children }, setCookie: await childrenCookieFor(token, children) };
}

/**
 * The signed-in parent's children as the CMS has them now, for a page that decides from them (the library's child
 * check and child select): the header's copy may be a minute old, and the page in the browser older. Empty for a
 * visitor; null when the CMS cannot give them.
 */
export async function loadChildrenNow(request: Request): Promise<HeaderChild[] | null> {
  const token = await getCmsToken(request);
  return token ? childrenFromCms(token, 'library') : [];
}

async function childrenFromCms(token: string, reader: string): Promise<HeaderChild[] | null> {
  try {
    return (await listChildren(cms(), token)).map((child) => ({ id: child.id, name: child.name }));
  } catch (error) {
    if (!isCmsError(error)) throw error;
    console.error(`[cms] ${reader} children: ${error.message}`);
    return null;
  }
}
