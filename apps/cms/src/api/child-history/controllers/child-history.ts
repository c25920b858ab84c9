import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply, replyCompat } from '../../../utils/envelope';
import { readBody } from '../../../http/request';
import { currentParent } from '../../../http/parent';
import { clientHints } from '../../../family/client-context';
import { historyBatchInput, historyQueryInput, historySaveInput, historyUpdateInput } from '../lib/history-input';
import type { Envelope } from '@tate/contracts';
import type { BatchOutcome, SaveResult } from '../services/child-history';
import type { HistoryView } from '../../../family/history-view';
import type { Refusal } from '../../../http/errors';
import { service } from '../../../utils/services';
import { CHILD_HISTORY } from '../../../family/data/child-history';

const histories = () => service(CHILD_HISTORY);

type Saved = HistoryView & { applied: boolean };

/** A save's answer: what the entry holds now, and whether this save was written (a newer one may be stored). */
function savedEnvelope(result: SaveResult): Envelope<Saved> {
  const message = result.applied ? 'History saved' : 'A newer save is already stored';
  return { response_code: 200, response_message: message, response_data: { ...result.entry, applied: result.applied } };
}

function replySaved(ctx: Context, result: SaveResult): void {
  const envelope = savedEnvelope(result);
  reply(ctx, envelope.response_code, envelope.response_message, envelope.response_data);
}

/** A save of a batch answered as the single save would have been: its envelope, a refusal's with its field or reason. */
function outcomeEnvelope(outcome: BatchOutcome): Envelope<Saved | Refusal['data']> {
  if ('saved' in outcome) return savedEnvelope(outcome.saved);
  const { code, message, data } = outcome.refused;
  return { response_code: code, response_message: message, ...(data ? { response_data: data } : {}) };
}

export default factories.createCoreController(CHILD_HISTORY, () => ({
  /** JSON with the authtoken header, or a beacon: text/plain JSON with `authtoken` inside (routes/child-history.ts). */
  async save(ctx: Context) {
    const input = readBody(ctx, historySaveInput);
    replySaved(ctx, await histories().saveForParent(currentParent(ctx), input, clientHints(ctx)));
  },

  /** A child's queued saves (at most 100), each answered in order in response_data. */
  async saveBatch(ctx: Context) {
    const input = readBody(ctx, historyBatchInput);
    const outcomes = await histories().saveBatchForParent(currentParent(ctx), input.childId, input.saves, clientHints(ctx));
    reply(ctx, 200, 'Histories saved', outcomes.map(outcomeEnvelope));
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
