import type { Parent } from '../../../utils/auth';
import { result, type Result } from '../../../http/result';
import { ApiError } from '../../../http/errors';
import { SIGN_IN_REQUIRED } from '../../../http/parent';
import { detailsFor, findUserByEmail, findUserById, toUserDetails, updateUser, type PlanState, type UserDetails } from '../../../accounts/users';
import { renewalStart } from '../../../accounts/expiry';
import { grantOf, redeemCoupon } from '../../../commerce/coupons';
import { PaymentsUnavailableError, startCheckout } from '../../../commerce/checkout';
import { stripeClient } from '../../../commerce/stripe-client';
import { listPlans, publicPlan } from '../../../commerce/plans';
import type { PlanInterval } from '@tate/contracts';

const NO_ACCOUNT_MESSAGE = 'No account exists with the given email id';
const LIVE_STRIPE_STATES = ['active', 'trialing', 'past_due'];

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
    return result(200, 'Your subscription has been cancelled. You keep access until it ends', toUserDetails(updated));
  },

  async renewal(email: string, plan: PlanInterval, origin: string): Promise<Result<string>> {
    const user = await findUserByEmail(email);
    if (!user) return result(404, NO_ACCOUNT_MESSAGE);
    if (stripeClient() && user.stripeSubscriptionId && LIVE_STRIPE_STATES.includes(user.is_subscribe ?? '')) {
      return result(409, 'Your subscription is still running: manage it from your account page');
    }
    try {
      return result(200, 'Continue to payment to renew your subscription', await startCheckout(user, plan, origin));
    } catch (error) {
      if (error instanceof PaymentsUnavailableError) return result(503, 'Payments are not configured on this server');
      throw error;
    }
  },

  /** Anyone may renew an account with a coupon (a gift); only that parent, signed in, is told the account's details. */
  async renewalByCoupon(email: string, couponCode: string, caller: Parent | null): Promise<Result<UserDetails | PlanState | undefined>> {
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
