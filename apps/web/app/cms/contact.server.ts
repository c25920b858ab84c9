import type { ContactForm } from '../marketing/contact-schema';
import type { CmsAnswer } from './account.server';
import type { CmsClient } from './client.server';

/** Sends the contact form to the CMS `contact` endpoint (`{ firstname, lastname, email, number, message }`). */
export async function sendContactMessage(cms: CmsClient, form: ContactForm): Promise<CmsAnswer<null>> {
  const envelope = await cms.postEnvelope('contact', form);
  return { code: envelope.response_code, message: envelope.response_message, data: null };
}
