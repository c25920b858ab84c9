import type { ContactForm } from '../marketing/contact-schema';
import type { CmsClient } from './client.server';

export type ContactResult = { ok: boolean; message: string };

/** Sends the contact form to the CMS `contact` endpoint (`{ firstname, lastname, email, number, message }`). */
export async function sendContactMessage(cms: CmsClient, form: ContactForm): Promise<ContactResult> {
  const envelope = await cms.postEnvelope('contact', form);
  return { ok: envelope.response_code < 400, message: envelope.response_message };
}
