import type { Core, Modules } from '@strapi/strapi';
import { CATEGORY } from '../library/data/category';
import { MEDITATION } from '../media/data/meditation';

/** The slug source of each type whose slug should follow it. */
const SLUG_SOURCES: Record<string, string> = {
  [MEDITATION]: 'title',
  [CATEGORY]: 'name',
  'api::page.page': 'title',
};

type UidService = {
  generateUIDField(input: { contentTypeUID: string; field: string; data: Record<string, unknown>; locale?: string }): Promise<string>;
};

/** The placeholder the admin's slug field holds before the title is typed: the type's name, maybe numbered. */
export function isPlaceholderSlug(slug: unknown, singularName: string): boolean {
  return typeof slug !== 'string' || slug === '' || new RegExp(`^${singularName}(-\\d+)?$`).test(slug);
}

/**
 * Document service middleware: while a slug is empty or still the admin's placeholder ('meditation',
 * 'category-1'), saving derives it from the title, unique in its type. A slug an editor typed stays.
 */
export function slugFollowsTitleMiddleware(strapi: Core.Strapi): Modules.Documents.Middleware.Middleware {
  return async (context, next) => {
    const source = SLUG_SOURCES[context.uid];
    if (!source || (context.action !== 'create' && context.action !== 'update')) return next();
    const data = (context.params as { data?: Record<string, unknown> }).data;
    const title = data?.[source];
    const { singularName } = strapi.contentType(context.uid).info;
    if (data && typeof title === 'string' && title.trim() !== '' && isPlaceholderSlug(data.slug, singularName)) {
      const uidService = strapi.plugin('content-manager').service('uid') as UidService;
      data.slug = await uidService.generateUIDField({ contentTypeUID: context.uid, field: 'slug', data: { ...data, slug: undefined } });
    }
    return next();
  };
}
