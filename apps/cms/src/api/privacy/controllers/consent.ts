import type { Context } from 'koa';
import { readBody } from '../../../http/request';
import { send } from '../../../http/respond';
import { currentParent } from '../../../http/parent';
import { consentBody } from '../lib/consent-input';
import { service } from '../../../utils/services';

const consents = () => service('api::privacy.consent');

export default {
  async state(ctx: Context) {
    send(ctx, await consents().state(currentParent(ctx).id));
  },

  async agree(ctx: Context) {
    const { privacyNoticeVersion, deviceType } = readBody(ctx, consentBody);
    send(ctx, await consents().agree(currentParent(ctx).id, privacyNoticeVersion, deviceType));
  },
};
