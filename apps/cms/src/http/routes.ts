import type { IsParentConfig } from './parent';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Requests per client address and window in the named bucket (src/middlewares/rate-limit.ts). */
type PublicOptions = { rateLimit?: string };

/**
 * A custom endpoint anyone may call. Strapi's users-permissions check is off (`auth: false`) on every custom route:
 * what the endpoint answers is its own business (a signed link, a partner's key, a form with a rate limit).
 */
export function publicRoute(method: Method, path: string, handler: string, options: PublicOptions = {}) {
  const middlewares = options.rateLimit ? [{ name: 'global::rate-limit', config: { bucket: options.rateLimit } }] : [];
  return { method, path, handler, config: { auth: false as const, middlewares } };
}

/**
 * A custom endpoint for a signed-in parent: the global::is-parent policy (src/policies/is-parent.ts) authenticates the
 * parent's token before the controller runs and answers 401 with `parent.message` without one; the controller reads
 * the parent with currentParent(ctx) (src/http/parent.ts). Its answers are one family's data: the
 * global::private-answer middleware (src/middlewares/private-answer.ts) marks them `private, no-store`.
 */
export function parentRoute(method: Method, path: string, handler: string, parent: IsParentConfig) {
  return {
    method,
    path,
    handler,
    config: { auth: false as const, policies: [{ name: 'global::is-parent', config: parent }], middlewares: ['global::private-answer'] },
  };
}
