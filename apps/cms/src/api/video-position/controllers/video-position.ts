import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply, replyCompat } from '../../../utils/envelope';
import { readBody } from '../../../http/request';
import { currentParent } from '../../../http/parent';
import { videoDurationInput, videoStatusInput } from '../lib/video-position-input';
import { service } from '../../../utils/services';
import { VIDEO_POSITION } from '../../../family/data/video-position';

const positions = () => service(VIDEO_POSITION);

export default factories.createCoreController(VIDEO_POSITION, () => ({
  /** JSON with the authtoken header, or a beacon: text/plain JSON with `authtoken` inside (routes/video-position.ts). */
  async saveStatus(ctx: Context) {
    const input = readBody(ctx, videoStatusInput);
    reply(ctx, 200, 'Video status updated', await positions().save(currentParent(ctx).id, input));
  },

  /** The video screen's resume positions (fetch-video-duration); with a series, a play starts (the route's startsAPlay). */
  async fetchDuration(ctx: Context) {
    const input = readBody(ctx, videoDurationInput);
    replyCompat(ctx, 200, 'Video positions', await positions().list(currentParent(ctx).id, input.child_id, input.sub_cat_id));
  },
}));
