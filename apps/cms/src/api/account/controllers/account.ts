import type { Context } from 'koa';
import { parseBody } from '../../../http/validation';
import { requireParent, send } from '../../../http/respond';
import {
  changePasswordBody,
  deleteAccountBody,
  emailOnly,
  loginBody,
  registerBody,
  resetLinkBody,
  resetPasswordBody,
  signupByCouponBody,
  tokenInBody,
} from '../lib/schemas';
import { service as lookUpService } from '../../../utils/services';

const service = () => lookUpService('api::account.account');

export default {
  async checkUser(ctx: Context) {
    const body = parseBody(ctx, emailOnly);
    if (body) send(ctx, await service().checkUser(body.email));
  },

  async register(ctx: Context) {
    const body = parseBody(ctx, registerBody);
    if (body) send(ctx, await service().register(body, ctx.origin));
  },

  async signupByCoupon(ctx: Context) {
    const body = parseBody(ctx, signupByCouponBody);
    if (body) send(ctx, await service().signupByCoupon(body));
  },

  async login(ctx: Context) {
    const body = parseBody(ctx, loginBody);
    if (body) send(ctx, await service().login(body.email, body.password));
  },

  async logout(ctx: Context) {
    const parent = await requireParent(ctx);
    if (parent) send(ctx, await service().logout(parent));
  },

  async subscribedUserCheck(ctx: Context) {
    const body = parseBody(ctx, emailOnly);
    if (body) send(ctx, await service().subscribedUserCheck(body.email));
  },

  async forgotPassword(ctx: Context) {
    const body = parseBody(ctx, emailOnly);
    if (body) send(ctx, await service().forgotPassword(body.email));
  },

  async resetPassword(ctx: Context) {
    const body = parseBody(ctx, resetPasswordBody);
    if (body) send(ctx, await service().resetPassword(body.token, body.password));
  },

  async checkResetLink(ctx: Context) {
    const body = parseBody(ctx, resetLinkBody);
    if (body) send(ctx, await service().checkResetLink(body.token));
  },

  async changePassword(ctx: Context) {
    const parent = await requireParent(ctx);
    if (!parent) return;
    const body = parseBody(ctx, changePasswordBody);
    if (body) send(ctx, await service().changePassword(parent, body.oldpassword, body.newpassword));
  },

  async deleteAccount(ctx: Context) {
    const parent = await requireParent(ctx);
    if (!parent) return;
    const body = parseBody(ctx, deleteAccountBody);
    if (body) send(ctx, await service().deleteAccount(parent, body.email, body.password));
  },

  async getDetail(ctx: Context) {
    if (!parseBody(ctx, tokenInBody)) return;
    const parent = await requireParent(ctx, { acceptBodyToken: true });
    if (parent) send(ctx, service().detail(parent));
  },

  async checkSubscription(ctx: Context) {
    if (!parseBody(ctx, tokenInBody)) return;
    const parent = await requireParent(ctx, { acceptBodyToken: true });
    if (parent) send(ctx, service().checkSubscription(parent));
  },
};
