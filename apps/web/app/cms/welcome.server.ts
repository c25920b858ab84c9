import type { WelcomeForm } from '../marketing/welcome-schema';
import type { CmsClient } from './client.server';
import { outcomeOf, type Outcome } from './envelope.server';

/** Sends the welcome form to the CMS `welcome-email` endpoint (`{ name, lastname, email }`). */
export async function sendWelcomeSignUp(cms: CmsClient, form: WelcomeForm): Promise<Outcome> {
  return outcomeOf(await cms.postEnvelope('welcome-email', form));
}
