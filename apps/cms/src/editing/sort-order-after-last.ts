import type { Core, Modules } from '@strapi/strapi';

const CATEGORY_UID = 'api::category.category';

/** Document service middleware: a new category without a sort order goes after the last one. */
export function sortOrderAfterLastMiddleware(strapi: Core.Strapi): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid !== CATEGORY_UID || context.action !== 'create') return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (data && (data.sortOrder === undefined || data.sortOrder === null || data.sortOrder === '')) {
      const last = (await strapi.db.query(CATEGORY_UID).findOne({ select: ['sortOrder'], orderBy: { sortOrder: 'desc' } })) as
        | { sortOrder: number | null }
        | null;
      data.sortOrder = (last?.sortOrder ?? 0) + 1;
    }
    return next();
  };
}
