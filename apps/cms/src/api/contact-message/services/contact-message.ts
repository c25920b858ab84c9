import { factories } from '@strapi/strapi';
import { result, type Result } from '../../../http/result';
import { sendMail, supportAddress } from '../../../mail/send';
import { contactNotificationMail } from '../../../mail/templates';
import { CONTACT_MESSAGE, contactMessages } from '../../../mail/data/contact-message';

export type ContactInput = { firstname: string; lastname: string; email: string; number: string; message: string };

const contactService = {
  /** Stores the message for the editors, then notifies support by e-mail (reply-to the visitor). */
  async receive(contact: ContactInput): Promise<Result> {
    await contactMessages.store(contact);
    try {
      await sendMail(supportAddress(), contactNotificationMail(contact), contact.email);
    } catch (error) {
      strapi.log.error(`[contact] notification e-mail failed: ${(error as Error).message}`);
    }
    return result(200, 'Thank you for contacting us. We will get back to you soon');
  },
};

declare module '../../../utils/services' {
  interface Services {
    [CONTACT_MESSAGE]: typeof contactService;
  }
}

export default factories.createCoreService(CONTACT_MESSAGE, () => contactService);
