import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply } from '../../../utils/envelope';
import { replyCompat } from '../../child/lib/compat';
import { answer } from '../../child/lib/errors';
import { readBody, requireParent } from '../../child/lib/request';
import { favouriteListInput, favouritePairInput } from '../lib/favourite-input';
import type { FavouriteService } from '../services/favourite';

const service = () => strapi.service('api::favourite.favourite') as unknown as FavouriteService;

export default factories.createCoreController('api::favourite.favourite', () => ({
  async toggle(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      const { childId, mediaId } = favouritePairInput.parse(readBody(ctx));
      const favourite = await service().toggle(parent.id, childId, mediaId);
      const message = favourite ? 'Add to favourite list successful.' : 'Removed from favourite list.';
      return reply(ctx, 200, message, { favourite });
    });
  },

  async check(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      const { childId, mediaId } = favouritePairInput.parse(readBody(ctx));
      const favourite = await service().isFavourite(parent.id, childId, mediaId);
      return favourite ? reply(ctx, 200, 'Favourite', { favourite }) : reply(ctx, 204, 'Not a favourite', { favourite });
    });
  },

  async list(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      const { childId } = favouriteListInput.parse(readBody(ctx));
      return replyCompat(ctx, 200, 'Favourites', await service().listMedia(parent, childId));
    });
  },
}));
