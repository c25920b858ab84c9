import type { ActionFunctionArgs } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { z } from 'zod';
import { cms } from '../cms/cms.server';
import { isCmsError } from '../cms/errors.server';
import { subscribeToNewsletter } from '../cms/newsletter.server';
import { safeRedirect } from '../navigation/safe-redirect';
import { redirectWithToast } from '../toast/toast.server';

const signUpSchema = z.object({
  email: z.string({ required_error: 'Email is required!' }).trim().min(1, 'Email is required!').email('Email is not valid!'),
  firstName: z.string().trim().max(100).default(''),
  redirectTo: z.string().optional(),
});

export async function loader() {
  return redirect('/home');
}

export async function action({ request }: ActionFunctionArgs) {
  const form = Object.fromEntries(await request.formData());
  const back = safeRedirect(form.redirectTo);
  const parsed = signUpSchema.safeParse(form);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Please fill required field!';
    return redirectWithToast(back, { type: 'error', description: message });
  }

  try {
    const result = await subscribeToNewsletter(cms(), {
      email: parsed.data.email.toLowerCase(),
      firstName: parsed.data.firstName,
    });
    return redirectWithToast(back, { type: result.ok ? 'success' : 'error', description: result.message });
  } catch (error) {
    if (!isCmsError(error)) throw error;
    console.error(`[cms] ${error.message}`);
    return redirectWithToast(back, {
      type: 'error',
      description: 'We could not sign you up just now. Please try again in a moment.',
    });
  }
}
