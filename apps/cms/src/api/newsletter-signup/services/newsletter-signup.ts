import { factories } from '@strapi/strapi';
import { result, type Result } from '../../../http/result';
import { sendMail } from '../../../mail/send';
import { newsletterMail } from '../../../mail/templates';

const NEWSLETTER_UID = 'api::newsletter-signup.newsletter-signup';

const newsletterService = {
  /** Footer and pop-up newsletter: stored once per address, confirmed by e-mail. */
  async subscribe(email: string, firstName: string | null): Promise<Result> {
    const existing = await strapi.db.query(NEWSLETTER_UID).findOne({ where: { email } });
    if (existing) return result(200, 'You are already subscribed to the Tate newsletter');
    await strapi.db.query(NEWSLETTER_UID).create({ data: { email, firstName } });
    await sendMail(email, newsletterMail(firstName));
    return result(200, 'Thank you for subscribing to the Tate newsletter');
  },
};

export type NewsletterService = typeof newsletterService;

declare module '../../../utils/services' {
  interface Services {
    'api::newsletter-signup.newsletter-signup': NewsletterService;
  }
}

export default factories.createCoreService(NEWSLETTER_UID, () => newsletterService);
