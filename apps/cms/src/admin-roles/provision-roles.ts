import type { Core } from '@strapi/strapi';
import { audienceOf, type Audience } from './audiences';
import { CATEGORY } from '../library/data/category';
import { MEDITATION } from '../media/data/meditation';
import { PARTNER_PLAY } from '../commerce/data/partner';

type Permission = { action: string; subject?: string | null; properties?: Record<string, unknown>; conditions?: string[] };
type Role = { id: number; code: string; name: string };
type Action = { actionId: string; section: string; subjects?: string[] };

type RoleService = {
  findOne(where: Record<string, unknown>): Promise<Role | null>;
  find(query: Record<string, unknown>): Promise<Role[]>;
  create(data: { name: string; code: string; description: string }): Promise<Role>;
  assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>;
};
type PermissionService = {
  actionProvider: { values(): Action[] };
  findMany(query: Record<string, unknown>): Promise<Array<{ id: number; subject: string | null }>>;
  deleteByIds(ids: number[]): Promise<unknown>;
};
type ContentTypeService = { getPermissionsWithNestedFields(actions: Action[]): Permission[] };

const PUBLISH = 'plugin::content-manager.explorer.publish';
const READ = 'plugin::content-manager.explorer.read';
/** Counted by the CMS, never typed: the Commerce role reads partner plays and changes none. */
const READ_ONLY_FOR_COMMERCE = new Set([PARTNER_PLAY]);
/** Commerce licenses these to partners, so it may read them (not change them) to pick them. */
const LICENSABLE_CONTENT = new Set([CATEGORY, MEDITATION]);
const SUPER_ADMIN = 'strapi-super-admin';

export const MANAGED_ROLES = {
  editor: { code: 'strapi-editor', name: 'Editor', description: 'Edits and publishes the library, the pages and the media. No family data, coupons or plans.' },
  author: { code: 'strapi-author', name: 'Author', description: 'Writes content and media they created, without publishing. No family data, coupons or plans.' },
  commerce: {
    code: 'tate-commerce',
    name: 'Coupons and plans',
    description: 'Manages coupons, subscription plans and partners (reads their plays and the library they license). No family data; no content changes.',
  },
} as const;

const MEDIA_PERMISSIONS: Permission[] = [
  { action: 'plugin::upload.read' },
  { action: 'plugin::upload.configure-view' },
  { action: 'plugin::upload.assets.create' },
  { action: 'plugin::upload.assets.update' },
  { action: 'plugin::upload.assets.download' },
  { action: 'plugin::upload.assets.copy-link' },
];

function audienceOfSubject(strapi: Core.Strapi, subject: string | null | undefined): Audience | null {
  if (!subject) return null;
  const contentType = strapi.contentTypes[subject as keyof typeof strapi.contentTypes];
  return contentType ? audienceOf(contentType) : 'none';
}

/** The Content Manager permissions on every type of one audience, computed from the types that exist now. */
function contentManagerPermissions(strapi: Core.Strapi, audience: Audience): Permission[] {
  const permissionService = strapi.service('admin::permission') as PermissionService;
  const contentTypeService = strapi.service('admin::content-type') as ContentTypeService;
  const actions = permissionService.actionProvider.values().filter((action) => action.section === 'contentTypes');
  return contentTypeService
    .getPermissionsWithNestedFields(actions)
    .filter((permission) => audienceOfSubject(strapi, permission.subject) === audience);
}

async function ensureRole(roleService: RoleService, role: { code: string; name: string; description: string }): Promise<Role> {
  return (await roleService.findOne({ code: role.code })) ?? roleService.create(role);
}

/**
 * Provisions the admin roles on every boot (docs/decisions/editors-roles.md): Editor, Author and
 * 'Coupons and plans' get exactly their permissions, computed from the content types that exist, and
 * any other role except Super Admin loses every permission on family data, coupons and plans.
 */
export async function provisionAdminRoles(strapi: Core.Strapi): Promise<void> {
  const roleService = strapi.service('admin::role') as RoleService;
  const content = contentManagerPermissions(strapi, 'content');

  const editor = await ensureRole(roleService, MANAGED_ROLES.editor);
  await roleService.assignPermissions(editor.id, [...content, ...MEDIA_PERMISSIONS]);

  const author = await ensureRole(roleService, MANAGED_ROLES.author);
  const ownOnly = (permission: Permission): Permission => ({ ...permission, conditions: ['admin::is-creator'] });
  await roleService.assignPermissions(author.id, [
    ...content.filter((permission) => permission.action !== PUBLISH).map(ownOnly),
    ...MEDIA_PERMISSIONS.map((permission) =>
      ['plugin::upload.read', 'plugin::upload.assets.update'].includes(permission.action) ? ownOnly(permission) : permission,
    ),
  ]);

  const commerce = await ensureRole(roleService, MANAGED_ROLES.commerce);
  await roleService.assignPermissions(commerce.id, [
    ...contentManagerPermissions(strapi, 'commerce').filter(
      (permission) => permission.action === READ || !READ_ONLY_FOR_COMMERCE.has(permission.subject ?? ''),
    ),
    ...content.filter((permission) => permission.action === READ && LICENSABLE_CONTENT.has(permission.subject ?? '')),
  ]);

  const managed = new Set<string>([SUPER_ADMIN, ...Object.values(MANAGED_ROLES).map((role) => role.code)]);
  const permissionService = strapi.service('admin::permission') as PermissionService;
  for (const role of await roleService.find({})) {
    if (managed.has(role.code)) continue;
    const permissions = await permissionService.findMany({ where: { role: { id: role.id } } });
    const forbidden = permissions.filter((permission) => {
      const audience = audienceOfSubject(strapi, permission.subject);
      return audience === 'family' || audience === 'commerce';
    });
    if (forbidden.length > 0) await permissionService.deleteByIds(forbidden.map((permission) => permission.id));
  }
}
