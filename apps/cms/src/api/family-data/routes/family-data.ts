import { parentRoute } from '../../../http/routes';
import { SIGN_IN_REQUIRED } from '../../../http/parent';

/** A parent's own data: the whole family's as a ZIP (the web's account page and the apps). */
export default {
  routes: [parentRoute('GET', '/account/family-data', 'family-data.download', { message: SIGN_IN_REQUIRED })],
};
