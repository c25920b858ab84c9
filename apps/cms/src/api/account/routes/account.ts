import { parentRoute, publicRoute, type ParentRouteOptions } from '../../../http/routes';
import { SIGN_IN_REQUIRED } from '../../../http/parent';

const signedIn = { message: SIGN_IN_REQUIRED };
/** getDetail and checkSubscription: the mobile apps send the token in the body position ({ authtoken }). */
const signedInByBody = { message: SIGN_IN_REQUIRED, bodyToken: true };
/** A device in child mode still reads who signed it in and whether the family subscribes (its library needs both), and may sign itself out. */
const anyDevice: ParentRouteOptions = { childMayUse: { sameChild: [] } };

/** The mobile apps' account calls (spec section 7), plus logout and sign-up by coupon; the account's deletion is privacy's (src/api/privacy). */
export default {
  routes: [
    publicRoute('POST', '/check-user', 'account.checkUser', { rateLimit: 'check-user' }),
    publicRoute('POST', '/register', 'account.register', { rateLimit: 'register' }),
    publicRoute('POST', '/signupByCoupon', 'account.signupByCoupon', { rateLimit: 'signup-by-coupon' }),
    publicRoute('POST', '/login', 'account.login', { rateLimit: 'login' }),
    parentRoute('POST', '/logout', 'account.logout', signedIn, anyDevice),
    publicRoute('POST', '/subscribedUserCheck', 'account.subscribedUserCheck', { rateLimit: 'check-user' }),
    publicRoute('POST', '/forgot-password', 'account.forgotPassword', { rateLimit: 'forgot-password' }),
    publicRoute('POST', '/reset-password', 'account.resetPassword'),
    publicRoute('POST', '/reset-password/check', 'account.checkResetLink'),
    parentRoute('POST', '/changePassword', 'account.changePassword', signedIn),
    parentRoute('POST', '/getDetail', 'account.getDetail', signedInByBody, anyDevice),
    parentRoute('POST', '/checkSubscription', 'account.checkSubscription', signedInByBody, anyDevice),
  ],
};
