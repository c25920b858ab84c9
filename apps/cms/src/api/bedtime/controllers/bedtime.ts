import type { Context } from 'koa';
import { LIMIT_EXTENSION_MINUTES } from '@tate/contracts';
import { reply } from '../../../utils/envelope';
import { readBody } from '../../../http/request';
import { currentParent } from '../../../http/parent';
import { consume } from '../../../http/limits';
import { limitFromEnv } from '../../../security/limiters';
import { clientHints } from '../../../family/client-context';
import { bedtimeInput, parentGateInput } from '../lib/bedtime-input';
import { service } from '../../../utils/services';

const bedtimes = () => service('api::bedtime.bedtime');

/** Password guesses at the parent gate: PARENT_GATE_MAX (10) per parent in 15 minutes, then a 429. */
async function countGateTry(ctx: Context, parentDocumentId: string): Promise<void> {
  await consume(ctx, 'parent-gate', { points: limitFromEnv('PARENT_GATE_MAX', 10), durationSeconds: 15 * 60 }, parentDocumentId);
}

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
    const { password } = readBody(ctx, parentGateInput);
    const parent = currentParent(ctx);
    await countGateTry(ctx, parent.documentId);
    reply(ctx, 200, 'Quiet hours are unlocked until morning', await bedtimes().unlock(parent.id, String(ctx.params.id), password));
  },

  async extend(ctx: Context) {
    const { password } = readBody(ctx, parentGateInput);
    const parent = currentParent(ctx);
    await countGateTry(ctx, parent.documentId);
    const view = await bedtimes().extend(parent.id, String(ctx.params.id), password);
    reply(ctx, 200, `Added ${LIMIT_EXTENSION_MINUTES} minutes for today`, view);
  },
};
