import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { cms } from '../cms/cms.server';
import { isCmsError } from '../cms/errors.server';
import { subscribeToNewsletter } from '../cms/newsletter.server';
import { safeRedirect } from '../navigation/safe-redirect';
import { newsletterChoiceCookie } from '../newsletter/newsletter-cookie.server';
import { newsletterSchema } from '../newsletter/newsletter-schema';
import { redirectWithToast } from '../toast/toast.server';

export async function loader() {
  return redirect('/home');
}

export async function action({ request }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const back = safeRedirect(form.redirectTo);
  const parsed = newsletterSchema.safeParse(form);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Please fill required field!';
    return redirectWithToast(back, { type: 'error', description: message });
  }

  try {
    const result = await subscribeToNewsletter(cms(), {
      email: parsed.data.email,
      firstName: parsed.data.firstName,
    });
    // Joining from the footer or the pop-up means the pop-up is never offered again.
    const joined = result.ok ? { headers: { 'Set-Cookie': await newsletterChoiceCookie('joined') } } : undefined;
    return redirectWithToast(back, { type: result.ok ? 'success' : 'error', description: result.message }, joined);
  } catch (error) {
    if (!isCmsError(error)) throw error;
    console.error(`[cms] ${error.message}`);
    return redirectWithToast(back, {
      type: 'error',
      description: 'We could not sign you up just now. Please try again in a moment.',
    });
  }
}
