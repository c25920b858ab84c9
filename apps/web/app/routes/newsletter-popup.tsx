import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { newsletterChoiceCookie } from '../newsletter/newsletter-cookie.server';
import { safeRedirect } from '../navigation/safe-redirect';

export async function loader() {
  return redirect('/home');
}

/** Closing the newsletter pop-up: a form post, so it is remembered with and without JavaScript. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return redirect(safeRedirect(form.get('redirectTo')), {
    headers: { 'Set-Cookie': await newsletterChoiceCookie('closed') },
  });
}
