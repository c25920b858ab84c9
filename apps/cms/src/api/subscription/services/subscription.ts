import type { Parent } from '../../../utils/auth';
import { result, type Result } from '../../../http/result';
import { ApiError } from '../../../http/errors';
import { SIGN_IN_REQUIRED } from '../../../http/parent';
import { detailsFor, toUserDetails, type PlanState, type UserDetails } from '../../../accounts/users';
import { findUserByEmail, findUserById, updateUser, type User } from '../../../utils/data/user';
import { renewalStart } from '../../../accounts/expiry';
import { checkCoupon, grantOf, redeemCoupon } from '../../../commerce/coupons';
import { paymentsAvailable, startCheckout } from '../../../commerce/checkout';
import { stripeClient, webPublicUrl } from '../../../commerce/stripe-client';
import { readRenewalLink, renewalLink } from '../../../commerce/renewal-link';
import { listPlans, publicPlan } from '../../../commerce/plans';
import type { PlanInterval } from '@tate/contracts';

const NO_ACCOUNT_MESSAGE = 'No account exists with the given email id';
const LIVE_STRIPE_STATES = ['active', 'trialing', 'past_due'];

/** A Stripe subscription that still runs: a renewal would start a second one. */
function stillRunning(user: User): boolean {
  return stripeClient() !== null && Boolean(user.stripeSubscriptionId) && LIVE_STRIPE_STATES.includes(user.is_subscribe ?? '');
}

const subscriptionService = () => ({
  async plans(): Promise<Result> {
    return result(200, 'Subscription plans', (await listPlans()).map(publicPlan));
  },

  /**
   * Cancels at the end of the paid period: the parent keeps access until expiryDate. A `userId` sent by the apps must
   * name the parent (id or documentId).
   */
  async cancel(parent: Parent, userId?: string | number): Promise<Result<UserDetails>> {
    if (userId !== undefined && String(userId) !== String(parent.id) && userId !== parent.documentId) {
      return result(403, 'You can only cancel your own subscription');
    }
    const user = await findUserById(parent.id);
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    if (user.is_subscribe === 'cancel') return result(200, 'Your subscription is already cancelled', toUserDetails(user));
    const stripe = stripeClient();
    if (stripe && user.stripeSubscriptionId) {
      await stripe.subscriptions.update(user.stripeSubscriptionId, { cancel_at_period_end: true });
    }
    const updated = await updateUser(user.id, { is_subscribe: 'cancel' });
    if (!updated) throw new Error(`Account ${user.id} went while its subscription was cancelled`);
    return result(200, 'Your subscription has been cancelled. You keep access until it ends', toUserDetails(updated));
  },

  /**
   * The same answer for any e-mail, whether an account has it or not: a signed link that starts the checkout when it
   * is followed (renewalCheckout). Nothing is looked up or created here (no Stripe customer), so the anonymous,
   * rate-limited form tells nothing about accounts.
   */
  async renewal(email: string, plan: PlanInterval, origin: string): Promise<Result<string>> {
    if (!paymentsAvailable()) return result(503, 'Payments are not configured on this server');
    return result(200, 'Continue to payment to renew your subscription', renewalLink(email, plan, origin));
  },

  /**
   * Where a renewal link sends the visitor: the checkout for the account with its e-mail. A link that is not valid
   * (any more) goes back to the renewal form; no account, or a subscription still running, goes to the login page,
   * where the parent signs in to manage it (or signs up).
   */
  async renewalCheckout(link: string, origin: string): Promise<string> {
    const claims = readRenewalLink(link);
    if (!claims) return `${webPublicUrl()}/subscription-renewal`;
    const user = await findUserByEmail(claims.email);
    if (!user || stillRunning(user)) return `${webPublicUrl()}/login`;
    // A link made while payments were on, followed after they went off: said as every payment call says it.
    if (!paymentsAvailable()) throw new ApiError(503, 'Payments are not configured on this server');
    return startCheckout(user, claims.plan, origin);
  },

  /**
   * Anyone may renew an account with a coupon (a gift); only that parent, signed in, is told the account's details.
   * The coupon is checked first: only someone holding a valid, unused coupon learns whether an e-mail has an account
   * (the spec's success message cannot be given to an e-mail without one, and the coupon is not used then), within the
   * route's limit per client (docs/decisions/2026-11-26-account-existence.md).
   */
  async renewalByCoupon(email: string, couponCode: string, caller: Parent | null): Promise<Result<UserDetails | PlanState | undefined>> {
    const checked = await checkCoupon(couponCode);
    if (!checked.ok) return result(400, checked.message);
    const user = await findUserByEmail(email);
    if (!user) return result(404, NO_ACCOUNT_MESSAGE);
    const redeemed = await redeemCoupon(couponCode);
    if (!redeemed.ok) return result(400, redeemed.message);
    const grant = grantOf(redeemed.coupon, renewalStart(user.expiryDate));
    const updated = await updateUser(user.id, {
      is_subscribe: 'active',
      subscriptionPlan: grant.plan,
      expiryDate: grant.expiryDate ? grant.expiryDate.toISOString() : null,
    });
    if (!updated) throw new Error(`Account ${user.id} went while it was renewed`);
    return result(200, 'You have successfully renewed your subscription', detailsFor(updated, caller, 'nothing'));
  },
});

export type SubscriptionService = ReturnType<typeof subscriptionService>;

declare module '../../../utils/services' {
  interface Services {
    'api::subscription.subscription': SubscriptionService;
  }
}

export default subscriptionService;
