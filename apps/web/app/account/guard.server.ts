import { redirect } from '@remix-run/node';
import { checkSubscription } from '../cms/account.server';
import type { CmsClient } from '../cms/client.server';
import { cms } from '../cms/cms.server';
import { loadFromCms } from '../cms/load.server';
import { requireCurrentConsent } from '../privacy/consent.server';
import { loginPathFor } from '../navigation/login-note.server';
import { requireCmsToken } from '../session.server';
import { signOutHeaders } from './sign-out.server';
import { redirectWithToast } from '../toast/toast.server';

export const EXPIRED_MESSAGE = 'Your subscription is expired!';

/**
 * Guard for member pages (spec section 4): a visitor goes to /login, which names the page and comes back to it; a
 * parent whose plan has expired is signed out and sent to /subscription; a token the CMS no longer accepts (logout
 * elsewhere, password change) signs out and goes to /login the same way; a parent who has not agreed to the privacy notice in force is asked first (privacy/consent.server.ts).
 */
export async function requireParent(request: Request, client: CmsClient = cms()): Promise<string> {
  const token = await requireActiveParent(request, client);
  await requireCurrentConsent(request, client);
  return token;
}

/** The guard without the privacy notice check, for the page that asks for it. */
export async function requireActiveParent(request: Request, client: CmsClient = cms()): Promise<string> {
  const token = await requireCmsToken(request);
  const answer = await loadFromCms(() => checkSubscription(client, token));
  if (answer.code === 200) return token;
  const headers = await signOutHeaders(request);
  if (answer.code === 201) {
    throw await redirectWithToast('/subscription', { type: 'error', description: EXPIRED_MESSAGE }, { headers });
  }
  throw redirect(loginPathFor(request), { headers });
}
