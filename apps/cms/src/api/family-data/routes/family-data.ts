import { parentRoute } from '../../../http/routes';
import { SIGN_IN_REQUIRED } from '../../../http/parent';

/**
 * A parent's own data: the whole family's as a ZIP. POST asks for the parent's password (the web's account page);
 * GET is the apps' first version, without it, kept so shipped apps keep working (deprecated in the OpenAPI file).
 */
export default {
  routes: [
    parentRoute('POST', '/account/family-data', 'family-data.download', { message: SIGN_IN_REQUIRED }),
    parentRoute('GET', '/account/family-data', 'family-data.downloadWithoutPassword', { message: SIGN_IN_REQUIRED }),
  ],
};
