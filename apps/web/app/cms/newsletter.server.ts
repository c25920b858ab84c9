import type { CmsClient } from './client.server';
import { outcomeOf } from './envelope.server';
import { CmsError } from './errors.server';

export type NewsletterResult = { ok: boolean; message: string };

export const NEWSLETTER_UNAVAILABLE_MESSAGE =
  'Newsletter sign-up is not open yet. Please try again soon or write to us by e-mail.';

/** Sends a sign-up to the CMS `email` endpoint (`{ email, FNAME }`); a CMS without that endpoint gives a clear message. */
export async function subscribeToNewsletter(
  cms: CmsClient,
  signUp: { email: string; firstName: string },
): Promise<NewsletterResult> {
  try {
    const { code, message } = outcomeOf(await cms.postEnvelope('email', { email: signUp.email, FNAME: signUp.firstName || undefined }));
    return { ok: code < 400, message };
  } catch (error) {
    if (error instanceof CmsError && (error.status === 404 || error.status === 405)) {
      return { ok: false, message: NEWSLETTER_UNAVAILABLE_MESSAGE };
    }
    throw error;
  }
}
