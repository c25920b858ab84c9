import type { Context } from 'koa';
import { z } from 'zod';
import { authenticateParent } from '../../../utils/auth';
import { reply, replyCompat } from '../../../utils/envelope';
import { readBody } from '../../../http/request';
import { viewerOf } from '../../../http/parent';
import { idRequest, libraryRequest } from '../../../library/filter-input';
import { service } from '../../../utils/services';

const library = () => service('api::library.library');

const optionalChild = z.object({ child_id: z.string().trim().min(1).max(64).optional() }).passthrough();

/** `?childId=`: the media is for this child, whose bedtime and daily limit its route's startsAPlay checks first. */
const mediaForChild = z.object({ childId: z.string({ invalid_type_error: 'childId is not valid' }).trim().min(1).max(64).optional() }).passthrough();

/** Library reads are public; a logged-in parent's token only unlocks signed URLs for paid files. */
export default {
  async categories(ctx: Context) {
    const { filter } = readBody(ctx, libraryRequest);
    replyCompat(ctx, 200, 'Categories', await library().categories(filter));
  },

  async categoryMedia(ctx: Context) {
    const { filter, libraryId, limit } = readBody(ctx, libraryRequest);
    const viewer = await authenticateParent(ctx);
    const scope = libraryId ? { filter, categoryIds: [libraryId] } : { filter, teen: false };
    replyCompat(ctx, 200, 'Media', await library().media(scope, limit, viewer));
  },

  async mediaOne(ctx: Context) {
    mediaForChild.parse(ctx.query);
    // Its route's play check read the token already (viewerOf keeps it for the request).
    const viewer = await viewerOf(ctx);
    reply(ctx, 200, 'Media', await library().mediaOne(String(ctx.params.id), viewer));
  },

  async subCategories(ctx: Context) {
    const categoryId = readBody(ctx, idRequest('category_id', '_id'));
    replyCompat(ctx, 200, 'Sub-categories', await library().subCategories(categoryId));
  },

  async subCategoryDetail(ctx: Context) {
    const subCategoryId = readBody(ctx, idRequest('subcatId', '_id'));
    const viewer = await authenticateParent(ctx);
    replyCompat(ctx, 200, 'Sub-category', await library().subCategoryDetail(subCategoryId, viewer));
  },

  /** Sub-categories of a category; with a logged-in parent's child_id, each with that child's saved video position. */
  async subCategoriesForChild(ctx: Context) {
    const categoryId = readBody(ctx, idRequest('category_id', '_id'));
    const { child_id: childId } = readBody(ctx, optionalChild);
    const viewer = childId ? await authenticateParent(ctx) : null;
    replyCompat(ctx, 200, 'Sub-categories', await library().subCategoriesForChild(categoryId, viewer, childId));
  },

  async sampleList(ctx: Context) {
    const { filter, limit } = readBody(ctx, libraryRequest);
    const viewer = await authenticateParent(ctx);
    replyCompat(ctx, 200, 'Samples', await library().media({ filter, freeOnly: true, teen: false }, limit, viewer));
  },

  async teenMediaList(ctx: Context) {
    const { filter, libraryId, limit } = readBody(ctx, libraryRequest);
    const viewer = await authenticateParent(ctx);
    const scope = { filter, teen: true, categoryIds: libraryId ? [libraryId] : undefined };
    replyCompat(ctx, 200, 'Teen media', await library().media(scope, limit, viewer));
  },
};
