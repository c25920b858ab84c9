import crypto from 'node:crypto';
import { isExpired, issueAuthToken, type Parent } from '../../../utils/auth';
import { result, type Result } from '../../../http/result';
import {
  createParent,
  passwordMatches,
  planStateOf,
  revokeTokens,
  setPassword,
  toUserDetails,
  type UserDetails,
} from '../../../accounts/users';
import { findUserByEmail, findUserById, findUserByResetTokenHash, updateUser, type User } from '../../../utils/data/user';
import { recordActivity } from '../../../accounts/activity';
import { sendMail } from '../../../mail/send';
import { resetPasswordMail, welcomeMail } from '../../../mail/templates';
import { grantOf, redeemCoupon } from '../../../commerce/coupons';
import { releaseCoupon } from '../../../commerce/data/coupon';
import { PaymentsUnavailableError, paymentsAvailable, startCheckout } from '../../../commerce/checkout';
import { stripeClient, webPublicUrl } from '../../../commerce/stripe-client';
import { endLoginLockout, knownDeviceToken } from '../../../security/login-lockout';
import { createDeviceSession, signOutSessions } from '../../../utils/data/device-session';
import { service } from '../../../utils/services';
import { ACCOUNT_MESSAGES, type PlanInterval } from '@tate/contracts';

export const EXPIRED_MESSAGE = 'Your subscription is expired!';
export const NO_ACCOUNT_MESSAGE = 'No account exists with the given email id';
export const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists';
export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Payments are not configured on this server';
const RENEWAL_CHECK_MESSAGE = 'Choose a plan to renew your subscription';

/** privacyNoticeVersion: the notice the client showed (absent from apps too old to show it); deviceType: 'WEB' or an app. */
type SignUp = { name: string; email: string; password: string; privacyNoticeVersion?: string; deviceType?: string };

const consents = () => service('api::privacy.consent');

function resetTtlMinutes(): number {
  const minutes = Number(process.env.PASSWORD_RESET_TTL_MINUTES);
  return Number.isInteger(minutes) && minutes > 0 ? minutes : 60;
}

const RESET_SENT_MESSAGE = 'A password reset link has been sent to your email';
/** A held reset request sends a new link unless the last one still works at least this long. */
const HELD_LINK_MINUTES = 10;

/** The reset link last sent to `user` still works `minutes` from now. */
function resetLinkLastsMinutes(user: User, minutes: number): boolean {
  return user.resetPasswordExpiresAt ? new Date(user.resetPasswordExpiresAt).getTime() - Date.now() >= minutes * 60_000 : false;
}

function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

type ResetLink = { user: User } | { refusal: Result };

/** The user whose unused, unexpired reset link this is, or the spec's answer saying why the link does not work. */
async function findResetLink(token: string): Promise<ResetLink> {
  const user = await findUserByResetTokenHash(hashResetToken(token));
  if (!user) return { refusal: result(400, 'The password reset link is invalid') };
  if (!user.resetPasswordExpiresAt || new Date(user.resetPasswordExpiresAt).getTime() < Date.now()) {
    return { refusal: result(400, 'The password reset link is expired') };
  }
  return { user };
}

/** A mail that cannot be sent must not undo the account change it reports. */
async function sendWelcome(user: User): Promise<void> {
  try {
    await sendMail(user.email, welcomeMail(user.name ?? 'there'));
  } catch (error) {
    strapi.log.error(`[account] welcome e-mail to user ${user.id} failed: ${(error as Error).message}`);
  }
}

const accountService = () => ({
  async checkUser(email: string): Promise<Result> {
    if (await findUserByEmail(email)) return result(409, ACCOUNT_EXISTS_MESSAGE);
    return result(200, 'Email is available');
  },

  /**
   * Paid sign-up: the account starts unpaid (expired now) and the answer is the checkout address. The parent's consent
   * to the notice is recorded now and verified by the first card payment (payment/lib/webhook-events.ts).
   */
  async register(input: SignUp & { plan: PlanInterval }, origin: string): Promise<Result<string>> {
    if (await findUserByEmail(input.email)) return result(409, ACCOUNT_EXISTS_MESSAGE);
    if (!(await consents().isInForce(input.privacyNoticeVersion))) return result(409, ACCOUNT_MESSAGES.privacyNoticeChanged);
    if (!paymentsAvailable()) return result(503, PAYMENTS_UNAVAILABLE_MESSAGE);
    const user = await createParent({ ...input, is_subscribe: 'none', subscriptionPlan: input.plan, expiryDate: new Date() });
    await consents().recordSignUp(user.id, { noticeVersion: input.privacyNoticeVersion, deviceType: input.deviceType });
    try {
      const url = await startCheckout(user, input.plan, origin);
      await sendWelcome(user);
      return result(200, 'Account created. Continue to payment to start your subscription', url);
    } catch (error) {
      if (error instanceof PaymentsUnavailableError) return result(503, PAYMENTS_UNAVAILABLE_MESSAGE);
      throw error;
    }
  },

  /**
   * Sign-up without payment: a plush-toy coupon grants the plan; the coupon, not the client, decides plan and expiry.
   * The parent's consent is recorded unverified: a coupon does not show an adult agreed (the first card charge does).
   */
  async signupByCoupon(input: SignUp & { couponCode: string }): Promise<Result<UserDetails>> {
    if (await findUserByEmail(input.email)) return result(409, ACCOUNT_EXISTS_MESSAGE);
    if (!(await consents().isInForce(input.privacyNoticeVersion))) return result(409, ACCOUNT_MESSAGES.privacyNoticeChanged);
    const redeemed = await redeemCoupon(input.couponCode);
    if (!redeemed.ok) return result(400, redeemed.message);
    const grant = grantOf(redeemed.coupon);
    let user: User;
    try {
      user = await createParent({ ...input, is_subscribe: 'active', subscriptionPlan: grant.plan, expiryDate: grant.expiryDate });
    } catch (error) {
      await releaseCoupon(input.couponCode);
      throw error;
    }
    await consents().recordSignUp(user.id, { noticeVersion: input.privacyNoticeVersion, deviceType: input.deviceType });
    await sendWelcome(user);
    return result(200, 'SIGN UP SUCCESSFUL', toUserDetails(user));
  },

  /**
   * A sign-in with the right password on a plan in force starts a device session named `device.name`; its token names
   * it. The answer's knownDeviceToken lets the device sign in while strangers' failures lock unknown devices out (it
   * keeps the device's key when `device.knownDeviceToken` is valid for this account).
   */
  async login(email: string, password: string, device: { name: string; knownDeviceToken: string | null }): Promise<Result> {
    const user = await findUserByEmail(email);
    if (!user || !(await passwordMatches(user, password))) return result(400, 'Invalid email or password');
    if (user.blocked) return result(403, 'This account is blocked');
    await recordActivity(user);
    // The apps' fixed answer, with the plan's state for the parent who proved the password: is_subscribe 'none' has
    // never paid (a closed checkout), so the web asks them to finish subscribing rather than renew.
    if (isExpired(user)) return result(201, EXPIRED_MESSAGE, planStateOf(user));
    const deviceId = await createDeviceSession(user.id, device.name);
    return result(200, 'Login successful', {
      authToken: issueAuthToken(user, deviceId),
      deviceId,
      knownDeviceToken: knownDeviceToken(user.email, device.knownDeviceToken),
      ...toUserDetails(user),
    });
  },

  /** Signs out this device only (`session`, the token's); a token issued before device sessions revokes them all, as it did. */
  async logout(parent: Parent, session: string | null): Promise<Result> {
    if (session === null) await revokeTokens(parent);
    else await signOutSessions(parent.id, { only: session });
    return result(200, 'You have been logged out');
  },

  /**
   * Anyone may ask (the renewal form, before login), so the answer is the same for every e-mail: whether it has an
   * account, and whether that account's plan has ended, is the family's business. The renewal that follows finds out
   * (docs/decisions/2026-11-26-account-existence.md).
   */
  subscribedUserCheck(): Result {
    return result(200, RENEWAL_CHECK_MESSAGE);
  },

  /**
   * 200 with the link sent by e-mail, or the spec's 204 when no account has the address. A request the rate limits
   * hold (`held`) sends no new mail while the link last sent still works for a few minutes: that mail is in the mailbox.
   */
  async forgotPassword(email: string, { held }: { held: boolean }): Promise<Result> {
    const user = await findUserByEmail(email);
    if (!user) return result(204, NO_ACCOUNT_MESSAGE);
    if (held && resetLinkLastsMinutes(user, HELD_LINK_MINUTES)) return result(200, RESET_SENT_MESSAGE);
    const token = crypto.randomBytes(32).toString('hex');
    const minutes = resetTtlMinutes();
    await updateUser(user.id, { resetPasswordToken: hashResetToken(token), resetPasswordExpiresAt: new Date(Date.now() + minutes * 60_000) });
    const link = `${webPublicUrl()}/reset-password?token=${token}`;
    await sendMail(user.email, resetPasswordMail(user.name, link, minutes));
    return result(200, RESET_SENT_MESSAGE);
  },

  /** Whether a reset link still works, before the parent types a new password; nothing about whose link it is. */
  async checkResetLink(token: string): Promise<Result> {
    const link = await findResetLink(token);
    return 'refusal' in link ? link.refusal : result(200, 'The password reset link is valid');
  },

  /** Sets the new password; the reset proves the mailbox, so the account's lockout of new devices ends (client: who reset it). */
  async resetPassword(token: string, password: string, client: string): Promise<Result> {
    const link = await findResetLink(token);
    if ('refusal' in link) return link.refusal;
    await setPassword(link.user, password);
    await endLoginLockout(strapi, link.user.email, client);
    return result(200, 'Password has been successfully reset');
  },

  async changePassword(parent: Parent, oldPassword: string, newPassword: string): Promise<Result> {
    const user = await findUserById(parent.id);
    if (!user) throw new Error('The signed-in parent could not be read');
    if (!(await passwordMatches(user, oldPassword))) return result(400, 'Old password is incorrect');
    await setPassword(user, newPassword);
    return result(200, 'Your password has been changed. Please log in again');
  },

  /** The parent's details, and whether card and invoices can be managed in Stripe's customer portal. */
  detail(parent: Parent): Result<UserDetails & { billingPortal: boolean }> {
    return result(200, 'User details', { ...toUserDetails(parent), billingPortal: stripeClient() !== null });
  },

  checkSubscription(parent: Parent): Result {
    if (isExpired(parent)) return result(201, EXPIRED_MESSAGE);
    return result(200, 'Your subscription is active', { is_subscribe: parent.is_subscribe, expiryDate: toUserDetails(parent).expiryDate });
  },
});

export type AccountService = ReturnType<typeof accountService>;

declare module '../../../utils/services' {
  interface Services {
    'api::account.account': AccountService;
  }
}

export default accountService;
