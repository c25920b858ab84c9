import type { Context } from 'koa';
import { readBody } from '../../../http/request';
import { currentParent } from '../../../http/parent';
import { requestDeviceSession } from '../../../utils/auth';
import { reply } from '../../../utils/envelope';
import { service } from '../../../utils/services';
import { deviceSignOutInput } from '../lib/device-input';

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

  async signOutOthers(ctx: Context) {
    const signedOut = await devices().signOutOthers(currentParent(ctx).id, await requestDeviceSession(ctx));
    reply(ctx, 200, 'Every other device has been signed out', { signedOut });
  },
};
