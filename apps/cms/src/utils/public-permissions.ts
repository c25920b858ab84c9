import type { Core } from '@strapi/strapi';
import { storedRows } from './stored-rows';

/** Content the website and the apps read anonymously (published entries only: the REST API hides drafts). */
export const PUBLIC_COLLECTION_TYPES = [
  'category',
  'sub-category',
  'meditation',
  'age-range',
  'feeling',
  'banner',
  'testimonial',
  'faq',
  'subscription-plan',
  'page',
] as const;

export const PUBLIC_SINGLE_TYPES = [
  'site-setting',
  'home-page',
  'about-page',
  'how-it-works-page',
  'terms-page',
  'privacy-page',
  'library-details-page',
  'tate-page',
  'welcome-guide',
  'teen-page',
  'newsletter-popup',
  'toy-page',
  'subscribe-page',
  'retail-page',
] as const;

export function publicActions(): string[] {
  const collectionActions = PUBLIC_COLLECTION_TYPES.flatMap((name) => [
    `api::${name}.${name}.find`,
    `api::${name}.${name}.findOne`,
  ]);
  const singleActions = PUBLIC_SINGLE_TYPES.map((name) => `api::${name}.${name}.find`);
  return [...collectionActions, ...singleActions];
}

/**
 * Makes the public role allow exactly the read actions above, on every boot: missing ones are added,
 * any other public permission (including the users-permissions defaults such as register) is removed.
 * Custom endpoints are unaffected: publicRoute and parentRoute (src/http/routes.ts) declare `auth: false`, and the
 * global::is-parent policy checks the parent.
 */
export async function syncPublicPermissions(strapi: Core.Strapi): Promise<void> {
  const publicRole = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!publicRole) throw new Error('The users-permissions public role is missing');

  const permissionQuery = strapi.db.query('plugin::users-permissions.permission');
  const wanted = new Set(publicActions());
  const existing = await storedRows('plugin::users-permissions.permission').findMany({ role: publicRole.id });

  const unwanted = existing.filter((permission) => !wanted.has(permission.action));
  if (unwanted.length > 0) {
    await permissionQuery.deleteMany({ where: { id: { $in: unwanted.map((permission) => permission.id) } } });
  }
  const present = new Set(existing.map((permission) => permission.action));
  for (const action of wanted) {
    if (!present.has(action)) await permissionQuery.create({ data: { action, role: publicRole.id } });
  }
}
