import { factories } from '@strapi/strapi';
import { result, type Result } from '../../../http/result';
import { sendMail } from '../../../mail/send';
import { newsletterMail } from '../../../mail/templates';
import { NEWSLETTER_SIGNUP, newsletterSignUps } from '../../../mail/data/newsletter-signup';

const newsletterService = {
  /** Footer and pop-up newsletter: stored once per address, confirmed by e-mail. */
  async subscribe(email: string, firstName: string | null): Promise<Result> {
    if (await newsletterSignUps.has(email)) return result(200, 'You are already subscribed to the Tate newsletter');
    await newsletterSignUps.store({ email, firstName });
    await sendMail(email, newsletterMail(firstName));
    return result(200, 'Thank you for subscribing to the Tate newsletter');
  },
};

declare module '../../../utils/services' {
  interface Services {
    [NEWSLETTER_SIGNUP]: typeof newsletterService;
  }
}

export default factories.createCoreService(NEWSLETTER_SIGNUP, () => newsletterService);
