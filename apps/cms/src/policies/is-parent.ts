import type { Context } from 'koa';
import { z } from 'zod';
import { ApiError } from '../http/errors';
import type { IsParentConfig } from '../http/parent';
import { readBody } from '../http/request';
import { parentForToken, readAuthToken } from '../utils/auth';
import { recordActivity } from '../accounts/activity';

const bodyTokenInput = z.object({
  authtoken: z.string({ invalid_type_error: 'authtoken must be a string' }).max(2048, 'authtoken is too long').optional(),
});

/**
 * global::is-parent, declared by parentRoute (src/http/routes.ts): the parent behind the token (the `authtoken` header
 * or `Authorization: Bearer`; with `bodyToken`, `authtoken` in the body) goes into ctx.state for currentParent(ctx).
 * A missing or bad token throws ApiError(401, config.message): a policy that returns false would answer Strapi's
 * 403 PolicyError instead of the apps' envelope. Each use counts as the parent's activity (recordActivity), so a parent
 * who keeps using the mobile app with a long-lived token is never erased as inactive.
 *
 * Strapi's policy context is a copy of the Koa context's own properties: `request` and `state` (the same objects as
 * the controller's) are there, the delegated ctx.get and friends are not.
 */
export default async function isParent(policyContext: Pick<Context, 'request' | 'state'>, config: IsParentConfig): Promise<true> {
  const bodyToken = config.bodyToken ? readBody(policyContext, bodyTokenInput).authtoken?.trim() || null : null;
  const parent = await parentForToken(readAuthToken(policyContext.request) ?? bodyToken);
  if (!parent) throw new ApiError(401, config.message);
  await recordActivity(parent);
  policyContext.state.parent = parent;
  return true;
}
