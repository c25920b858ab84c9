/** The part of an admin user's CASL ability (ctx.state.userAbility) this check uses. */
type ReadAbility = { can(action: string, subject: string): boolean };

function isReadAbility(value: unknown): value is ReadAbility {
  return typeof value === 'object' && value !== null && 'can' in value && typeof value.can === 'function';
}

/**
 * Whether the admin user of the request being handled may read `uid` in the Content Manager. Strapi's preview-link
 * route checks only that some admin is signed in (its controller says "TODO: Permissions to preview content"), so
 * the preview handler asks this before it signs a link: a role that cannot read a type gets no preview of it.
 */
export function adminMayRead(uid: string): boolean {
  const ability: unknown = strapi.requestContext.get()?.state.userAbility;
  return isReadAbility(ability) && ability.can('plugin::content-manager.explorer.read', uid);
}
