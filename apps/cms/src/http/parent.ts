import type { Context } from 'koa';
import { parentForToken, readAuthToken, type Parent } from '../utils/auth';

/** The 401 message of the account, payment and subscription endpoints: the apps then send the visitor to /login. */
export const SIGN_IN_REQUIRED = 'You need to sign in to access this section';

/** The 401 message of the family endpoints (children, history, favourites, profile, video positions). */
export const UNAUTHORIZED = 'Unauthorized';

/** The config of the global::is-parent policy (src/policies/is-parent.ts) in a parent route (src/http/routes.ts). */
export type IsParentConfig = {
  /** What the 401 envelope says when the token is missing or bad: SIGN_IN_REQUIRED or UNAUTHORIZED. */
  message: string;
  /**
   * The token may also travel in the body as `authtoken` (beacons, which cannot set headers; getDetail and
   * checkSubscription of the apps). The header wins when both are sent.
   */
  bodyToken?: boolean;
};

/** The parent the global::is-parent policy authenticated for this request. */
export function currentParent(ctx: Pick<Context, 'state' | 'method' | 'path'>): Parent {
  const parent: Parent | undefined = ctx.state.parent;
  if (!parent) throw new Error(`${ctx.method} ${ctx.path} reads the parent but its route does not declare the global::is-parent policy`);
  return parent;
}

/**
 * The parent behind the request's token on a route anyone may call (null without a valid one): read once per request
 * and kept in ctx.state, so a route policy and its controller do not both look the token up.
 */
export async function viewerOf(ctx: Pick<Context, 'request' | 'state'>): Promise<Parent | null> {
  const authenticated: Parent | undefined = ctx.state.parent;
  if (authenticated) return authenticated;
  if (!('viewer' in ctx.state)) ctx.state.viewer = await parentForToken(readAuthToken(ctx.request));
  const viewer: Parent | null = ctx.state.viewer;
  return viewer;
}
