import { cms } from '../cms/cms.server';
import { isCmsError } from '../cms/errors.server';
import { listChildren } from '../cms/family.server';
import type { HeaderAccount } from '../layout/SiteHeader';
import { getCmsToken, getUserName } from '../session.server';

/** The header's account menu data; the children list is left empty when the CMS cannot give it. */
export async function loadHeaderAccount(request: Request): Promise<HeaderAccount> {
  const token = await getCmsToken(request);
  if (!token) return null;
  const userName = (await getUserName(request)) ?? '';
  try {
    const children = await listChildren(cms(), token);
    return { userName, children: children.map((child) => ({ id: child.id, name: child.name })) };
  } catch (error) {
    if (!isCmsError(error)) throw error;
    console.error(`[cms] header children: ${error.message}`);
    return { userName, children: [] };
  }
}
