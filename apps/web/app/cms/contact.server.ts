import type { ContactForm } from '../marketing/contact-schema';
import type { CmsClient } from './client.server';
import { outcomeOf, type Outcome } from './envelope.server';

/** Sends the contact form to the CMS `contact` endpoint (`{ firstname, lastname, email, number, message }`). */
export async function sendContactMessage(cms: CmsClient, form: ContactForm): Promise<Outcome> {
  return outcomeOf(await cms.postEnvelope('contact', form));
}
