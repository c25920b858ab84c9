import type { Context } from 'koa';
import { readBody } from '../../../http/request';
import { currentParent } from '../../../http/parent';
import { requestDeviceSession } from '../../../utils/auth';
import { reply } from '../../../utils/envelope';
import { service } from '../../../utils/services';
import { childModeInput, deviceSignOutInput } from '../lib/device-input';

const devices = () => service('api::device.device');

export default {
  async list(ctx: Context) {
    reply(ctx, 200, 'Devices', await devices().list(currentParent(ctx).id, await requestDeviceSession(ctx)));
  },

  async signOut(ctx: Context) {
    const { deviceId } = readBody(ctx, deviceSignOutInput);
    await devices().signOut(currentParent(ctx).id, deviceId);
    reply(ctx, 200, 'The device has been signed out');
  },

  async giveToChild(ctx: Context) {
    const { childId } = readBody(ctx, childModeInput);
    const given = await devices().giveToChild(currentParent(ctx).id, await requestDeviceSession(ctx), childId);
    reply(ctx, 200, 'This device is now the child’s', given);
  },

  async takeBack(ctx: Context) {
    await devices().takeBack(currentParent(ctx).id, await requestDeviceSession(ctx));
    reply(ctx, 200, 'This device is yours again');
  },

  async signOutOthers(ctx: Context) {
    const signedOut = await devices().signOutOthers(currentParent(ctx).id, await requestDeviceSession(ctx));
    reply(ctx, 200, 'Every other device has been signed out', { signedOut });
  },
};
