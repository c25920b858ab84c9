import type { WelcomeForm } from '../marketing/welcome-schema';
import type { CmsAnswer } from './account.server';
import type { CmsClient } from './client.server';

/** Sends the welcome form to the CMS `welcome-email` endpoint (`{ name, lastname, email }`). */
export async function sendWelcomeSignUp(cms: CmsClient, form: WelcomeForm): Promise<CmsAnswer<null>> {
  const envelope = await cms.postEnvelope('welcome-email', form);
  return { code: envelope.response_code, message: envelope.response_message, data: null };
}
