import { factories } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply, replyCompat } from '../../../utils/envelope';
import { readBody } from '../../../http/request';
import { currentParent } from '../../../http/parent';
import { favouriteListInput, favouritePairInput } from '../lib/favourite-input';
import { service } from '../../../utils/services';
import { FAVOURITE } from '../../../family/data/favourite';

const favourites = () => service(FAVOURITE);

export default factories.createCoreController(FAVOURITE, () => ({
  async toggle(ctx: Context) {
    const favourite = await favourites().toggleNamed(currentParent(ctx).id, readBody(ctx, favouritePairInput));
    reply(ctx, 200, favourite ? 'Add to favourite list successful.' : 'Removed from favourite list.', { favourite });
  },

  async check(ctx: Context) {
    const favourite = await favourites().isFavourite(currentParent(ctx).id, readBody(ctx, favouritePairInput));
    if (favourite) reply(ctx, 200, 'Favourite', { favourite });
    else reply(ctx, 204, 'Not a favourite', { favourite });
  },

  async list(ctx: Context) {
    const { childId } = readBody(ctx, favouriteListInput);
    replyCompat(ctx, 200, 'Favourites', await favourites().listMedia(currentParent(ctx), childId));
  },
}));
