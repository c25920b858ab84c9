import { redirect } from '@remix-run/node';
import type { CmsClient } from '../cms/client.server';
import { loadFromCms } from '../cms/load.server';
import { fetchPrivacyPage } from '../cms/pages.server';
import { getAgreedNoticeVersion } from '../session.server';

/** The page that asks a signed-in parent to agree to a new version of the privacy notice. */
export const CONSENT_PATH = '/privacy/consent';

/** Pages a parent who has not agreed may still open: their account, where they can delete it. */
const NOT_ASKED_ON = new Set(['/account/details']);

/** The consent page, which sends the parent on to `next` (a path on this site) once they agree, or at once when nothing is due. */
export function consentPageFor(next: string): string {
  return `${CONSENT_PATH}?${new URLSearchParams({ next })}`;
}

/**
 * A signed-in parent opening a page is asked, once, to agree to the privacy notice in force when the version this
 * session knows they agreed to differs. The notice's version comes from the public-content cache (no CMS call per
 * page); the agreed version is kept in the session by sign-in and by the consent page, which asks the CMS when the
 * session does not know it (a session older than this check). Only page reads (GET) are stopped, so a form being sent
 * is never lost.
 */
export async function requireCurrentConsent(request: Request, client: CmsClient): Promise<void> {
  const url = new URL(request.url);
  if (request.method !== 'GET' || NOT_ASKED_ON.has(url.pathname)) return;
  const { version } = await loadFromCms(() => fetchPrivacyPage(client));
  if ((await getAgreedNoticeVersion(request)) === version) return;
  throw redirect(consentPageFor(`${url.pathname}${url.search}`));
}
