const limited = (bucket: string) => ({ auth: false as const, middlewares: [{ name: 'global::rate-limit', config: { bucket } }] });
const open = { auth: false as const };

/** The mobile apps' account calls (spec section 7), plus logout and sign-up by coupon. */
export default {
  routes: [
    { method: 'POST', path: '/check-user', handler: 'account.checkUser', config: limited('check-user') },
    { method: 'POST', path: '/register', handler: 'account.register', config: limited('register') },
    { method: 'POST', path: '/signupByCoupon', handler: 'account.signupByCoupon', config: limited('signup-by-coupon') },
    { method: 'POST', path: '/login', handler: 'account.login', config: limited('login') },
    { method: 'POST', path: '/logout', handler: 'account.logout', config: open },
    { method: 'POST', path: '/subscribedUserCheck', handler: 'account.subscribedUserCheck', config: limited('check-user') },
    { method: 'POST', path: '/forgot-password', handler: 'account.forgotPassword', config: limited('forgot-password') },
    { method: 'POST', path: '/reset-password', handler: 'account.resetPassword', config: open },
    { method: 'POST', path: '/reset-password/check', handler: 'account.checkResetLink', config: open },
    { method: 'POST', path: '/changePassword', handler: 'account.changePassword', config: open },
    { method: 'POST', path: '/account/delete', handler: 'account.deleteAccount', config: open },
    { method: 'POST', path: '/getDetail', handler: 'account.getDetail', config: open },
    { method: 'POST', path: '/checkSubscription', handler: 'account.checkSubscription', config: open },
  ],
};
