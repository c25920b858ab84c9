import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { findActiveSession } from '../../utils/data/device-session';
import { tokenVersionOf } from '../../utils/data/user';

type TokenPayload = { id?: unknown; tokenVersion?: unknown; session?: unknown } | null;
type JwtService = { getToken(ctx: Context): Promise<TokenPayload> | TokenPayload } & Record<string, unknown>;
type UsersPermissionsPlugin = {
  routes: Record<string, { routes: unknown[] }>;
  services: Record<string, (deps: { strapi: Core.Strapi }) => unknown>;
};

/**
 * The product's account endpoints are its own (src/api/account, spec section 7); neither the web nor the
 * apps call Strapi's built-in /api/auth/*, /api/users*, /api/roles* or /api/connect/* routes. They are
 * removed, so none of them can bypass the product's password rule, rate limits or token revocation.
 * A Bearer token for the content API still authenticates, but only while it is current: a password change bumps
 * the user's tokenVersion, which revokes every older token, and a token whose device session is signed out (logout,
 * the account's devices list) or gone is refused (src/utils/auth.ts).
 */
export default (plugin: UsersPermissionsPlugin) => {
  plugin.routes['content-api'].routes = [];

  const createJwtService = plugin.services.jwt;
  plugin.services.jwt = (deps) => {
    const service = createJwtService(deps) as JwtService;
    return {
      ...service,
      async getToken(ctx: Context): Promise<TokenPayload> {
        const payload = await service.getToken.call(service, ctx);
        if (!payload || typeof payload.id !== 'number') return payload;
        const tokenVersion = await tokenVersionOf(payload.id);
        if (tokenVersion === null || (typeof payload.tokenVersion === 'number' ? payload.tokenVersion : 0) !== tokenVersion) {
          throw new Error('This token was revoked');
        }
        if (payload.session !== undefined && (typeof payload.session !== 'string' || !(await findActiveSession(payload.id, payload.session)))) {
          throw new Error('This token was revoked');
        }
        return payload;
      },
    };
  };
  return plugin;
};
