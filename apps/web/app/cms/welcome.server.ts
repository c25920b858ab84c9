import type { WelcomeForm } from '../marketing/welcome-schema';
import type { CmsClient } from './client.server';

export type WelcomeResult = { ok: boolean; message: string };

/** Sends the welcome form to the CMS `welcome-email` endpoint (`{ name, lastname, email }`). */
export async function sendWelcomeSignUp(cms: CmsClient, form: WelcomeForm): Promise<WelcomeResult> {
  const envelope = await cms.postEnvelope('welcome-email', form);
  return { ok: envelope.response_code < 400, message: envelope.response_message };
}
