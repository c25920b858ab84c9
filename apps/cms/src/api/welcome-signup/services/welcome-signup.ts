import { factories } from '@strapi/strapi';
import { result, type Result } from '../../../http/result';
import { sendMail } from '../../../mail/send';
import { welcomeMail } from '../../../mail/templates';
import { WELCOME_SIGNUP, welcomeSignUps } from '../../../mail/data/welcome-signup';

const welcomeService = {
  /** The welcome form: stored for the editors and answered with the welcome e-mail. */
  async welcome(signup: { name: string; lastname: string; email: string }): Promise<Result> {
    await welcomeSignUps.store(signup);
    await sendMail(signup.email, welcomeMail(signup.name));
    return result(200, 'Welcome to Tate! Please check your e-mail');
  },
};

declare module '../../../utils/services' {
  interface Services {
    [WELCOME_SIGNUP]: typeof welcomeService;
  }
}

export default factories.createCoreService(WELCOME_SIGNUP, () => welcomeService);
