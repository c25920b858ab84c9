import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { logout } from '../cms/account.server';
import { cms } from '../cms/cms.server';
import { isCmsError } from '../cms/errors.server';
import { signOutHeaders } from '../account/sign-out.server';
import { childModeGuard } from '../child-mode/guard.server';
import { getCmsToken } from '../session.server';
import { redirectWithToast } from '../toast/toast.server';

export async function loader() {
  return redirect('/login');
}

/**
 * Revokes the CMS token (best effort: the session is cleared either way) and goes to /login. A device in child mode
 * stays signed in: signed out, the child would be a visitor, whom no bedtime holds (a grown-up leaves child mode first).
 */
export async function action({ request }: ActionFunctionArgs) {
  const childLibrary = await childModeGuard(request);
  if (childLibrary) return childLibrary;
  const token = await getCmsToken(request);
  if (token) {
    try {
      await logout(cms(), token);
    } catch (error) {
      if (!isCmsError(error)) throw error;
      console.error(`[cms] logout: ${error.message}`);
    }
  }
  return redirectWithToast(
    '/login',
    { type: 'success', description: 'You have been logged out' },
    { headers: await signOutHeaders(request) },
  );
}
