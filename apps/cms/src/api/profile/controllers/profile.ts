import type { Context } from 'koa';
import { z } from 'zod';
import { reply, replyCompat } from '../../../utils/envelope';
import { toChildView } from '../../../family/child-view';
import { answer } from '../../../http/errors';
import { readBody, requireParent } from '../../../http/request';
import { service } from '../../../utils/services';

const profile = () => service('api::profile.profile');
const children = () => service('api::child.child');

const suggestedInput = z.object({
  id: z.string({ required_error: 'id is required', invalid_type_error: 'id is required' }).trim().min(1, 'id is required').max(64),
});

export default {
  /** Everything the child profile screen shows: the child, recently played, suggestions and statistics. */
  async childProfile(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      const childId = String(ctx.params.id);
      const child = await children().getForParent(parent.id, childId);
      const [recentlyPlayed, suggested, statistics] = [
        await profile().recentlyPlayed(parent, childId),
        await profile().suggestions(parent, childId),
        await profile().statistics(parent, childId),
      ];
      return reply(ctx, 200, 'Child profile', {
        child: toChildView(child, parent.documentId),
        recentlyPlayed,
        suggested,
        statistics,
      });
    });
  },

  async suggestedForChild(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      const { id } = suggestedInput.parse(readBody(ctx));
      return replyCompat(ctx, 200, 'Suggested media', await profile().suggestions(parent, id));
    });
  },
};
