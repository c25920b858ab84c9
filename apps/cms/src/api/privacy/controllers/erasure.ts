import type { Context } from 'koa';
import { readBody } from '../../../http/request';
import { send } from '../../../http/respond';
import { currentParent } from '../../../http/parent';
import { deleteAccountBody } from '../lib/erasure-input';
import { service } from '../../../utils/services';

export default {
  async deleteAccount(ctx: Context) {
    const { email, password } = readBody(ctx, deleteAccountBody);
    send(ctx, await service('api::privacy.erasure').deleteAccount(currentParent(ctx), email, password));
  },
};
