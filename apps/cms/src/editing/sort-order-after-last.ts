import type { Modules } from '@strapi/strapi';
import { CATEGORY, lastCategory } from '../library/data/category';

/** Document service middleware: a new category without a sort order goes after the last one. */
export function sortOrderAfterLastMiddleware(): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    if (context.uid !== CATEGORY || context.action !== 'create') return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    if (data && (data.sortOrder === undefined || data.sortOrder === null || data.sortOrder === '')) {
      const last = await lastCategory();
      data.sortOrder = (last?.sortOrder ?? 0) + 1;
    }
    return next();
  };
}
