import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply, replyCompat } from '../../../utils/envelope';
import { answer } from '../../../http/errors';
import { readBody, requireParent } from '../../../http/request';
import { videoDurationInput, videoStatusInput } from '../lib/video-position-input';
import { service } from '../../../utils/services';

const positions = () => service('api::video-position.video-position');

export default factories.createCoreController('api::video-position.video-position', () => ({
  async saveStatus(ctx: Context) {
    return answer(ctx, async () => {
      const body = readBody(ctx);
      const parent = await requireParent(ctx, body);
      const input = videoStatusInput.parse(body);
      return reply(ctx, 200, 'Video status updated', await positions().save(parent.id, input));
    });
  },

  async fetchDuration(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      const input = videoDurationInput.parse(readBody(ctx));
      return replyCompat(ctx, 200, 'Video positions', await positions().list(parent.id, input.child_id, input.sub_cat_id));
    });
  },
}));
