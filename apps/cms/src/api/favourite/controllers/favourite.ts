import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply, replyCompat } from '../../../utils/envelope';
import { answer } from '../../../http/errors';
import { readBody, requireParent } from '../../../http/request';
import { favouriteListInput, favouritePairInput } from '../lib/favourite-input';
import { service } from '../../../utils/services';

const favourites = () => service('api::favourite.favourite');

export default factories.createCoreController('api::favourite.favourite', () => ({
  async toggle(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      const { childId, mediaId, subCategoryId } = favouritePairInput.parse(readBody(ctx));
      const target = mediaId ?? (await favourites().mediaOfSubCategory(subCategoryId ?? ''));
      const favourite = await favourites().toggle(parent.id, childId, target);
      const message = favourite ? 'Add to favourite list successful.' : 'Removed from favourite list.';
      return reply(ctx, 200, message, { favourite });
    });
  },

  async check(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      const { childId, mediaId, subCategoryId } = favouritePairInput.parse(readBody(ctx));
      const target = mediaId ?? (await favourites().mediaOfSubCategory(subCategoryId ?? ''));
      const favourite = await favourites().isFavourite(parent.id, childId, target);
      return favourite ? reply(ctx, 200, 'Favourite', { favourite }) : reply(ctx, 204, 'Not a favourite', { favourite });
    });
  },

  async list(ctx: Context) {
    return answer(ctx, async () => {
      const parent = await requireParent(ctx);
      const { childId } = favouriteListInput.parse(readBody(ctx));
      return replyCompat(ctx, 200, 'Favourites', await favourites().listMedia(parent, childId));
    });
  },
}));
