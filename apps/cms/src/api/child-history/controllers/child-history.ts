import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply, replyCompat } from '../../../utils/envelope';
import { answer } from '../../../http/errors';
import { readBody, requireParent } from '../../../http/request';
import { clientLocation, clientTimeZone } from '../../../family/client-context';
import { historyQueryInput, historySaveInput, historyUpdateInput } from '../lib/history-input';
import type { SaveResult } from '../services/child-history';
import { service } from '../../../utils/services';

const histories = () => service('api::child-history.child-history');

function replySaved(ctx: Context, result: SaveResult) {
  const message = result.applied ? 'History saved' : 'A newer save is already stored';
  return reply(ctx, 200, message, { ...result.entry, applied: result.applied });
}

export default factories.createCoreController('api::child-history.child-history', () => ({
  /** JSON with the authtoken header, or a beacon: text/plain JSON with `authtoken` inside. */
  async save(ctx: Context) {
    return answer(ctx, async () => {
      const body = readBody(ctx);
      const parent = await requireParent(ctx, body);
      const input = historySaveInput.parse(body);
      const result = await histories().saveForParent(parent.id, {
        ...input,
        location: clientLocation(ctx, input.location),
        timeZone: clientTimeZone(ctx, input.timeZone),
      });
      return replySaved(ctx, result);
    });
  },

  async list(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      const input = historyQueryInput.parse(readBody(ctx));
      const entries = await histories().listForParent(parent.id, input.childId, input.mediaId);
      const latest = entries[0];
      return replyCompat(ctx, 200, 'History', entries, latest ? { _id: latest._id, currentMediaTimestamp: latest.currentMediaTimestamp } : {});
    });
  },

  async getOne(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      return reply(ctx, 200, 'History entry', await histories().getForParent(parent.id, String(ctx.params.id)));
    });
  },

  async update(ctx: Context) {
    return answer(ctx, async () => {
      const body = readBody(ctx);
      const parent = await requireParent(ctx, body);
      const input = historyUpdateInput.parse(body);
      const result = await histories().updateForParent(parent.id, String(ctx.params.id), {
        ...input,
        location: clientLocation(ctx, input.location),
        timeZone: clientTimeZone(ctx, input.timeZone),
      });
      return replySaved(ctx, result);
    });
  },

  async remove(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      await histories().deleteForParent(parent.id, String(ctx.params.id));
      return reply(ctx, 200, 'History entry deleted');
    });
  },
}));
