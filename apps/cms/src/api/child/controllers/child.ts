import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply, replyCompat } from '../../../utils/envelope';
import { childCreateInput, childUpdateInput } from '../lib/child-input';
import { profileImgOf } from '../../../family/photo';
import { readBody } from '../../../http/request';
import { currentParent } from '../../../http/parent';
import { toChildView } from '../../../family/child-view';
import { CHILD } from '../../../family/data/child';
import { service } from '../../../utils/services';

const childService = () => service(CHILD);

export default factories.createCoreController(CHILD, () => ({
  async createForParent(ctx: Context) {
    const parent = currentParent(ctx);
    const input = readBody(ctx, childCreateInput);
    const child = await childService().createForParent(parent.id, input, profileImgOf(ctx.request.files));
    reply(ctx, 200, 'Child profile created', await toChildView(child, parent.documentId));
  },

  async listForParent(ctx: Context) {
    const parent = currentParent(ctx);
    const children = await childService().listForParent(parent.id);
    replyCompat(
      ctx,
      200,
      'Children',
      await Promise.all(children.map((child) => toChildView(child, parent.documentId))),
    );
  },

  async getForParent(ctx: Context) {
    const parent = currentParent(ctx);
    const child = await childService().getForParent(parent.id, String(ctx.params.id));
    reply(ctx, 200, 'Child', await toChildView(child, parent.documentId));
  },

  async updateForParent(ctx: Context) {
    const parent = currentParent(ctx);
    const input = readBody(ctx, childUpdateInput);
    const child = await childService().updateForParent(parent.id, String(ctx.params.id), input, profileImgOf(ctx.request.files));
    reply(ctx, 200, 'Child profile updated', await toChildView(child, parent.documentId));
  },

  /** The apps' message as before, and what was removed (counts) for the parent to see. */
  async deleteForParent(ctx: Context) {
    const removed = await childService().deleteForParent(currentParent(ctx), String(ctx.params.id));
    reply(ctx, 200, 'Child profile deleted', { removed });
  },
}));
