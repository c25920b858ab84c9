import type { Context } from 'koa';
import { LIMIT_EXTENSION_MINUTES } from '@tate/contracts';
import { reply } from '../../../utils/envelope';
import { readBody } from '../../../http/request';
import { currentParent } from '../../../http/parent';
import { clientHints } from '../../../family/client-context';
import { bedtimeInput } from '../lib/bedtime-input';
import { service } from '../../../utils/services';

const bedtimes = () => service('api::bedtime.bedtime');

/** Unlocking and extending are behind the parent gate, their routes' api::parent-gate.gate policy. */
export default {
  async get(ctx: Context) {
    const parent = currentParent(ctx);
    reply(ctx, 200, 'Bedtime', await bedtimes().get(parent.id, String(ctx.params.id), clientHints(ctx).timeZone));
  },

  async update(ctx: Context) {
    const input = readBody(ctx, bedtimeInput);
    reply(ctx, 200, 'Bedtime saved', await bedtimes().update(currentParent(ctx).id, String(ctx.params.id), input));
  },

  async unlock(ctx: Context) {
    reply(ctx, 200, 'Quiet hours are unlocked until morning', await bedtimes().unlock(currentParent(ctx).id, String(ctx.params.id)));
  },

  async extend(ctx: Context) {
    const view = await bedtimes().extend(currentParent(ctx).id, String(ctx.params.id));
    reply(ctx, 200, `Added ${LIMIT_EXTENSION_MINUTES} minutes for today`, view);
  },
};
