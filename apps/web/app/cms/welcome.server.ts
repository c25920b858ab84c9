import type { CmsClient } from './client.server';
import { outcomeOf, type Outcome } from './envelope.server';

/** What the CMS `welcome-email` endpoint takes: the welcome form's fields (marketing/welcome-schema.ts). */
export type WelcomeSignUp = { name: string; lastname: string; email: string };

/** Sends the welcome form to the CMS `welcome-email` endpoint. */
export async function sendWelcomeSignUp(cms: CmsClient, form: WelcomeSignUp): Promise<Outcome> {
  return outcomeOf(await cms.postEnvelope('welcome-email', form));
}
