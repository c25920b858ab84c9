import { parentRoute } from '../../../http/routes';
import { SIGN_IN_REQUIRED } from '../../../http/parent';

const signedIn = { message: SIGN_IN_REQUIRED };

/** Whether the parent must agree to a new privacy notice, and their agreement (the apps and the web ask the same). */
export default {
  routes: [
    parentRoute('GET', '/consent', 'api::parental-consent.parental-consent.state', signedIn),
    parentRoute('POST', '/consent', 'api::parental-consent.parental-consent.agree', signedIn),
  ],
};
