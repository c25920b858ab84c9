import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { trialPopupClosedCookie } from '../home/trial-popup-cookie.server';
import { safeRedirect } from '../navigation/safe-redirect';

export async function loader() {
  return redirect('/home');
}

/** Closing the free-trial pop-up: a form post, so it works without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return redirect(safeRedirect(form.get('redirectTo')), {
    headers: { 'Set-Cookie': await trialPopupClosedCookie.serialize('closed') },
  });
}
