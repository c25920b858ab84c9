import type { Context } from 'koa';
import { z } from 'zod';
import { reply, replyCompat } from '../../../utils/envelope';
import { toChildView } from '../../../family/child-view';
import { readBody } from '../../../http/request';
import { currentParent } from '../../../http/parent';
import { service } from '../../../utils/services';

const profile = () => service('api::profile.profile');
const children = () => service('api::child.child');

const suggestedInput = z.object({
  id: z.string({ required_error: 'id is required', invalid_type_error: 'id is required' }).trim().min(1, 'id is required').max(64),
});

export default {
  /** Everything the child profile screen shows: the child, recently played, suggestions and statistics. */
  async childProfile(ctx: Context) {
    const parent = currentParent(ctx);
    const childId = String(ctx.params.id);
    const child = await children().getForParent(parent.id, childId);
    const [recentlyPlayed, suggested, statistics] = [
      await profile().recentlyPlayed(parent, childId),
      await profile().suggestions(parent, childId),
      await profile().statistics(parent, childId),
    ];
    reply(ctx, 200, 'Child profile', { child: toChildView(child, parent.documentId), recentlyPlayed, suggested, statistics });
  },

  async suggestedForChild(ctx: Context) {
    const { id } = readBody(ctx, suggestedInput);
    replyCompat(ctx, 200, 'Suggested media', await profile().suggestions(currentParent(ctx), id));
  },
};
