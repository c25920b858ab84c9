import type { Core, Modules } from '@strapi/strapi';
import { CATEGORY } from '../library/data/category';
import { MEDITATION } from '../media/data/meditation';

type DocumentParams = { documentId?: string; locale?: string };

/**
 * Document service middleware: publishing a meditation whose category has never been published
 * publishes that category first, so the meditation goes live inside it instead of going live without a
 * category (Strapi drops relations to unpublished documents) and appearing nowhere. Applies to the
 * admin's Publish button and to scheduled publications alike.
 */
export function categoryGoesLiveMiddleware(strapi: Core.Strapi): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid !== MEDITATION || context.action !== 'publish') return next();
    const { documentId, locale } = context.params as DocumentParams;
    if (!documentId) return next();
    const draft = await strapi.documents(MEDITATION).findOne({
      documentId,
      locale,
      status: 'draft',
      populate: { category: { fields: ['documentId', 'name'] } },
    });
    const category = draft?.category as { documentId: string; name: string } | null | undefined;
    if (category) {
      const live = await strapi.documents(CATEGORY).findOne({ documentId: category.documentId, status: 'published' });
      if (!live) {
        strapi.log.info(`Publishing category "${category.name}" together with its meditation "${draft?.title}"`);
        await strapi.documents(CATEGORY).publish({ documentId: category.documentId });
      }
    }
    return next();
  };
}
