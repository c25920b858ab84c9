import { factories } from '@strapi/strapi';
import { result, type Result } from '../../../http/result';
import { sendMail } from '../../../mail/send';
import { welcomeMail } from '../../../mail/templates';

const welcomeService = {
  /** The welcome form: stored for the editors and answered with the welcome e-mail. */
  async welcome(signup: { name: string; lastname: string; email: string }): Promise<Result> {
    await strapi.db.query('api::welcome-signup.welcome-signup').create({ data: signup });
    await sendMail(signup.email, welcomeMail(signup.name));
    return result(200, 'Welcome to Tate! Please check your e-mail');
  },
};

export type WelcomeService = typeof welcomeService;

declare module '../../../utils/services' {
  interface Services {
    'api::welcome-signup.welcome-signup': WelcomeService;
  }
}

export default factories.createCoreService('api::welcome-signup.welcome-signup', () => welcomeService);
