import { parentRoute } from '../../../http/routes';
import { SIGN_IN_REQUIRED } from '../../../http/parent';

const signedIn = { message: SIGN_IN_REQUIRED };

/**
 * A family's privacy rights, the apps and the web asking the same: whether the parent must agree to a new privacy
 * notice, and their agreement; the whole family's data as a ZIP (POST asks for the parent's password, the web's account
 * page; GET is the apps' first version without it, kept so shipped apps keep working, deprecated in the OpenAPI file);
 * and the account's deletion.
 */
export default {
  routes: [
    parentRoute('GET', '/consent', 'consent.state', signedIn, { childMayUse: { sameChild: [] } }),
    parentRoute('POST', '/consent', 'consent.agree', signedIn),
    parentRoute('POST', '/account/family-data', 'family-data.download', signedIn),
    parentRoute('GET', '/account/family-data', 'family-data.downloadWithoutPassword', signedIn),
    parentRoute('POST', '/account/delete', 'erasure.deleteAccount', signedIn),
  ],
};
