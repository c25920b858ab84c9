import type { Context } from 'koa';
import { readBody } from '../../../http/request';
import { send } from '../../../http/respond';
import { currentParent } from '../../../http/parent';
import { clientAddress } from '../../../security/client-address';
import { isResetMailHeld } from '../../../security/reset-mail-hold';
import {
  changePasswordBody,
  emailOnly,
  loginBody,
  registerBody,
  resetLinkBody,
  resetPasswordBody,
  signupByCouponBody,
} from '../lib/schemas';
import { service as lookUpService } from '../../../utils/services';
import { requestDeviceSession } from '../../../utils/auth';
import { deviceSessionName } from '../../../accounts/device-name';

const service = () => lookUpService('api::account.account');

export default {
  async checkUser(ctx: Context) {
    const { email } = readBody(ctx, emailOnly);
    send(ctx, await service().checkUser(email));
  },

  async register(ctx: Context) {
    send(ctx, await service().register(readBody(ctx, registerBody), ctx.origin));
  },

  async signupByCoupon(ctx: Context) {
    send(ctx, await service().signupByCoupon(readBody(ctx, signupByCouponBody)));
  },

  async login(ctx: Context) {
    const { email, password, deviceName, deviceType, knownDeviceToken } = readBody(ctx, loginBody);
    send(ctx, await service().login(email, password, { name: deviceSessionName(deviceName, deviceType), knownDeviceToken: knownDeviceToken ?? null }));
  },

  async logout(ctx: Context) {
    send(ctx, await service().logout(currentParent(ctx), await requestDeviceSession(ctx)));
  },

  /** The e-mail is read and validated as before (the apps send it); the answer does not depend on it. */
  async subscribedUserCheck(ctx: Context) {
    readBody(ctx, emailOnly);
    send(ctx, service().subscribedUserCheck());
  },

  async forgotPassword(ctx: Context) {
    const { email } = readBody(ctx, emailOnly);
    send(ctx, await service().forgotPassword(email, { held: isResetMailHeld(ctx) }));
  },

  async resetPassword(ctx: Context) {
    const { token, password } = readBody(ctx, resetPasswordBody);
    send(ctx, await service().resetPassword(token, password, clientAddress(ctx)));
  },

  async checkResetLink(ctx: Context) {
    const { token } = readBody(ctx, resetLinkBody);
    send(ctx, await service().checkResetLink(token));
  },

  async changePassword(ctx: Context) {
    const { oldpassword, newpassword } = readBody(ctx, changePasswordBody);
    send(ctx, await service().changePassword(currentParent(ctx), oldpassword, newpassword));
  },

  /** The token may come in the body (parentRoute with bodyToken, routes/account.ts); the policy has read it. */
  async getDetail(ctx: Context) {
    send(ctx, service().detail(currentParent(ctx)));
  },

  async checkSubscription(ctx: Context) {
    send(ctx, service().checkSubscription(currentParent(ctx)));
  },
};
