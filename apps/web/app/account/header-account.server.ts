import { cms } from '../cms/cms.server';
import { isCmsError } from '../cms/errors.server';
import { listChildren } from '../cms/family.server';
import type { HeaderAccount } from '../layout/SiteHeader';
import { getCmsToken, getUserName } from '../session.server';
import { childrenCookieFor, readChildrenCookie } from './children-cookie.server';

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
  try {
    const children = (await listChildren(cms(), token)).map((child) => ({ id: child.id, name: child.name }));
    return { account: { userName, children }, setCookie: await childrenCookieFor(token, children) };
  } catch (error) {
    if (!isCmsError(error)) throw error;
    console.error(`[cms] header children: ${error.message}`);
    return { account: { userName, children: [] }, setCookie: null };
  }
}
