import type { CmsClient } from './client.server';
import { outcomeOf, type Outcome } from './envelope.server';

/** What the CMS `contact` endpoint takes: the contact form's fields (marketing/contact-schema.ts). */
export type ContactMessage = { firstname: string; lastname: string; email: string; number: string; message: string };

/** Sends the contact form to the CMS `contact` endpoint. */
export async function sendContactMessage(cms: CmsClient, form: ContactMessage): Promise<Outcome> {
  return outcomeOf(await cms.postEnvelope('contact', form));
}
