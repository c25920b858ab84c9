/** The part of an admin user's CASL ability (ctx.state.userAbility) the Content Manager's permission checker needs. */
type Ability = { can(action: string, subject: unknown): boolean };

/** The Content Manager's permission checker for one type and admin user (the one its own findOne asks). */
type PermissionChecker = { can: { read(entity?: object): boolean; update(entity?: object): boolean } };
type CheckerFactory = { create(options: { userAbility: Ability; model: string }): PermissionChecker };

function isAbility(value: unknown): value is Ability {
  return typeof value === 'object' && value !== null && 'can' in value && typeof value.can === 'function';
}

function isCheckerFactory(value: unknown): value is CheckerFactory {
  return typeof value === 'object' && value !== null && 'create' in value && typeof value.create === 'function';
}

/**
 * Whether the admin user of the request being handled may read this document in the Content Manager. Strapi's
 * preview-link route checks only that some admin is signed in (its controller says "TODO: Permissions to preview
 * content"), so the preview handler asks this before it signs a link. It asks about the document, not only its type:
 * an Author reads only what they created (admin::is-creator, src/admin-roles/provision-roles.ts), so another author's
 * draft gets no link.
 */
export async function adminMayReadDocument(uid: string, documentId: string): Promise<boolean> {
  return adminMay('read', uid, documentId);
}

/** Whether the admin user of the request being handled may edit this document in the Content Manager (same checks). */
export async function adminMayUpdateDocument(uid: string, documentId: string): Promise<boolean> {
  return adminMay('update', uid, documentId);
}

async function adminMay(action: 'read' | 'update', uid: string, documentId: string): Promise<boolean> {
  const ability: unknown = strapi.requestContext.get()?.state.userAbility;
  const factory: unknown = strapi.plugin('content-manager').service('permission-checker');
  if (!isAbility(ability) || !isCheckerFactory(factory)) return false;
  const checker = factory.create({ userAbility: ability, model: uid });
  if (!checker.can[action]()) return false;
  // The creator is populated because conditions such as admin::is-creator are checked against it.
  const document: unknown = await strapi.db.query(uid).findOne({ where: { documentId }, populate: { createdBy: true } });
  return typeof document === 'object' && document !== null && checker.can[action](document);
}
