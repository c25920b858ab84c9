import type { Context, Request } from 'koa';

export type AuthTokenPayload = { id: number; tokenVersion: number };

export type Parent = {
  id: number;
  documentId: string;
  email: string;
  name: string | null;
  is_subscribe: string | null;
  subscriptionPlan: string | null;
  expiryDate: string | null;
  tokenVersion: number;
  blocked: boolean | null;
  /** When the parent last signed in or used the apps, to the day (src/accounts/activity.ts). */
  lastActiveAt: string | null;
};

/** The token arrives in the `authtoken` header (mobile apps) or as `Authorization: Bearer`. */
export function readAuthToken(request: Pick<Request, 'get'>): string | null {
  const header = request.get('authtoken');
  if (header) return header.trim();
  const authorization = request.get('authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  return match?.[1] ?? null;
}

export function issueAuthToken(user: { id: number; tokenVersion?: number | null }): string {
  const payload: AuthTokenPayload = { id: user.id, tokenVersion: user.tokenVersion ?? 0 };
  return strapi.plugin('users-permissions').service('jwt').issue(payload) as string;
}

/**
 * The parent behind the request's token (readAuthToken), or null when the token is missing, invalid, expired, revoked
 * (its tokenVersion is older than the user's: logout and password change bump it) or blocked.
 */
export async function authenticateParent(ctx: Context): Promise<Parent | null> {
  return parentForToken(readAuthToken(ctx.request));
}

/** The parent a token names, under the same rules as authenticateParent; null for a missing or bad token. */
export async function parentForToken(token: string | null): Promise<Parent | null> {
  if (!token) return null;
  let payload: Partial<AuthTokenPayload>;
  try {
    payload = await strapi.plugin('users-permissions').service('jwt').verify(token);
  } catch {
    return null;
  }
  if (typeof payload.id !== 'number') return null;
  const user = (await strapi.db.query('plugin::users-permissions.user').findOne({
    where: { id: payload.id },
  })) as Parent | null;
  if (!user || user.blocked) return null;
  if ((payload.tokenVersion ?? 0) !== (user.tokenVersion ?? 0)) return null;
  return user;
}

/** A plan counts as expired when expiryDate is set and earlier than now (spec section 4). */
export function isExpired(user: Pick<Parent, 'expiryDate'>, now = new Date()): boolean {
  return user.expiryDate != null && new Date(user.expiryDate).getTime() < now.getTime();
}
