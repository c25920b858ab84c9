import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply, replyCompat } from '../../../utils/envelope';
import { childCreateInput, childUpdateInput } from '../lib/child-input';
import { answer } from '../../../http/errors';
import { profileImgOf } from '../../../family/photo';
import { readBody, requireParent } from '../../../http/request';
import { toChildView } from '../../../family/child-view';
import { service } from '../../../utils/services';

const childService = () => service('api::child.child');

export default factories.createCoreController('api::child.child', () => ({
  async createForParent(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      const input = childCreateInput.parse(readBody(ctx));
      const child = await childService().createForParent(parent.id, input, profileImgOf(ctx.request.files));
      return reply(ctx, 200, 'Child profile created', toChildView(child, parent.documentId));
    });
  },

  async listForParent(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      const children = await childService().listForParent(parent.id);
      const views = children.map((child) => toChildView(child, parent.documentId));
      return replyCompat(ctx, 200, 'Children', views);
    });
  },

  async getForParent(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      const child = await childService().getForParent(parent.id, String(ctx.params.id));
      return reply(ctx, 200, 'Child', toChildView(child, parent.documentId));
    });
  },

  async updateForParent(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      const input = childUpdateInput.parse(readBody(ctx));
      const child = await childService().updateForParent(
        parent.id,
        String(ctx.params.id),
        input,
        profileImgOf(ctx.request.files),
      );
      return reply(ctx, 200, 'Child profile updated', toChildView(child, parent.documentId));
    });
  },

  async deleteForParent(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      await childService().deleteForParent(parent.id, String(ctx.params.id));
      return reply(ctx, 200, 'Child profile deleted');
    });
  },
}));
