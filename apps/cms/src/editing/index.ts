import type { Core } from '@strapi/strapi';
import { registerCategoryGoesLive } from './category-goes-live';
import { registerSlugFollowsTitle } from './slug-follows-title';
import { registerSortOrderAfterLast } from './sort-order-after-last';

/** The rules that keep an editor's everyday work from going wrong (docs/decisions/editors-guard-rails.md). */
export function registerEditingGuardRails(strapi: Core.Strapi): void {
  registerCategoryGoesLive(strapi);
  registerSlugFollowsTitle(strapi);
  registerSortOrderAfterLast(strapi);
}
