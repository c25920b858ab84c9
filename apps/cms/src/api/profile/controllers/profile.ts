import type { Context } from 'koa';
import { z } from 'zod';
import { reply, replyCompat } from '../../../utils/envelope';
import { readBody } from '../../../http/request';
import { currentParent } from '../../../http/parent';
import { service } from '../../../utils/services';

const profile = () => service('api::profile.profile');

const suggestedInput = z.object({
  id: z.string({ required_error: 'id is required', invalid_type_error: 'id is required' }).trim().min(1, 'id is required').max(64),
});

export default {
  async childProfile(ctx: Context) {
    reply(ctx, 200, 'Child profile', await profile().childProfile(currentParent(ctx), String(ctx.params.id)));
  },

  async suggestedForChild(ctx: Context) {
    const { id } = readBody(ctx, suggestedInput);
    replyCompat(ctx, 200, 'Suggested media', await profile().suggestions(currentParent(ctx), id));
  },
};
