import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply, replyCompat } from '../../../utils/envelope';
import { readBody } from '../../../http/request';
import { currentParent } from '../../../http/parent';
import { clientHints } from '../../../family/client-context';
import { historyQueryInput, historySaveInput, historyUpdateInput } from '../lib/history-input';
import type { SaveResult } from '../services/child-history';
import { service } from '../../../utils/services';
import { CHILD_HISTORY } from '../../../family/data/child-history';

const histories = () => service(CHILD_HISTORY);

function replySaved(ctx: Context, result: SaveResult): void {
  const message = result.applied ? 'History saved' : 'A newer save is already stored';
  reply(ctx, 200, message, { ...result.entry, applied: result.applied });
}

export default factories.createCoreController(CHILD_HISTORY, () => ({
  /** JSON with the authtoken header, or a beacon: text/plain JSON with `authtoken` inside (routes/child-history.ts). */
  async save(ctx: Context) {
    const input = readBody(ctx, historySaveInput);
    replySaved(ctx, await histories().saveForParent(currentParent(ctx), input, clientHints(ctx)));
  },

  async list(ctx: Context) {
    const input = readBody(ctx, historyQueryInput);
    const entries = await histories().listForParent(currentParent(ctx).id, input.childId, input.mediaId);
    const latest = entries[0];
    replyCompat(ctx, 200, 'History', entries, latest ? { _id: latest._id, currentMediaTimestamp: latest.currentMediaTimestamp } : {});
  },

  async getOne(ctx: Context) {
    reply(ctx, 200, 'History entry', await histories().getForParent(currentParent(ctx).id, String(ctx.params.id)));
  },

  async update(ctx: Context) {
    const input = readBody(ctx, historyUpdateInput);
    replySaved(ctx, await histories().updateForParent(currentParent(ctx), String(ctx.params.id), input, clientHints(ctx)));
  },

  async remove(ctx: Context) {
    await histories().deleteForParent(currentParent(ctx).id, String(ctx.params.id));
    reply(ctx, 200, 'History entry deleted');
  },
}));
