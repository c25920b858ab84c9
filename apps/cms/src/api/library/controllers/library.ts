import type { Context } from 'koa';
import { z } from 'zod';
import { authenticateParent } from '../../../utils/auth';
import { reply, replyCompat } from '../../../utils/envelope';
import { answer } from '../../../http/errors';
import { readBody } from '../../../http/request';
import { idRequest, libraryRequest } from '../../../library/filter-input';
import { service } from '../../../utils/services';

const library = () => service('api::library.library');
const positions = () => service('api::video-position.video-position');

const optionalChild = z.object({ child_id: z.string().trim().min(1).max(64).optional() }).passthrough();

/** Library reads are public; a logged-in parent's token only unlocks signed URLs for paid files. */
export default {
  async categories(ctx: Context) {
    return answer(ctx, async () => {
      const { filter } = libraryRequest.parse(readBody(ctx));
      return replyCompat(ctx, 200, 'Categories', await library().categories(filter));
    });
  },

  async categoryMedia(ctx: Context) {
    return answer(ctx, async () => {
      const { filter, libraryId, limit } = libraryRequest.parse(readBody(ctx));
      const viewer = await authenticateParent(ctx);
      const scope = libraryId ? { filter, categoryIds: [libraryId] } : { filter, teen: false };
      return replyCompat(ctx, 200, 'Media', await library().media(scope, limit, viewer));
    });
  },

  async mediaOne(ctx: Context) {
    return answer(ctx, async () => {
      const viewer = await authenticateParent(ctx);
      return reply(ctx, 200, 'Media', await library().mediaOne(String(ctx.params.id), viewer));
    });
  },

  async subCategories(ctx: Context) {
    return answer(ctx, async () => {
      const categoryId = idRequest('category_id', '_id').parse(readBody(ctx));
      return replyCompat(ctx, 200, 'Sub-categories', await library().subCategories(categoryId));
    });
  },

  async subCategoryDetail(ctx: Context) {
    return answer(ctx, async () => {
      const subCategoryId = idRequest('subcatId', '_id').parse(readBody(ctx));
      const viewer = await authenticateParent(ctx);
      return replyCompat(ctx, 200, 'Sub-category', await library().subCategoryDetail(subCategoryId, viewer));
    });
  },

  /** Sub-categories of a category; with a logged-in parent's child_id, each with that child's saved video position. */
  async subCategoriesForChild(ctx: Context) {
    return answer(ctx, async () => {
      const body = readBody(ctx);
      const categoryId = idRequest('category_id', '_id').parse(body);
      const { child_id: childId } = optionalChild.parse(body);
      const subCategories = await library().subCategories(categoryId);
      const viewer = childId ? await authenticateParent(ctx) : null;
      if (!childId || !viewer) return replyCompat(ctx, 200, 'Sub-categories', subCategories.map((item) => ({ ...item, duration: 0 })));
      const saved = new Map((await positions().list(viewer.id, childId)).map((item) => [item.sub_cat_id, item.duration]));
      const items = subCategories.map((item) => ({ ...item, duration: saved.get(item._id) ?? 0 }));
      return replyCompat(ctx, 200, 'Sub-categories', items);
    });
  },

  async sampleList(ctx: Context) {
    return answer(ctx, async () => {
      const { filter, limit } = libraryRequest.parse(readBody(ctx));
      const viewer = await authenticateParent(ctx);
      return replyCompat(ctx, 200, 'Samples', await library().media({ filter, freeOnly: true, teen: false }, limit, viewer));
    });
  },

  async teenMediaList(ctx: Context) {
    return answer(ctx, async () => {
      const { filter, libraryId, limit } = libraryRequest.parse(readBody(ctx));
      const viewer = await authenticateParent(ctx);
      const scope = { filter, teen: true, categoryIds: libraryId ? [libraryId] : undefined };
      return replyCompat(ctx, 200, 'Teen media', await library().media(scope, limit, viewer));
    });
  },
};
