import type { IsParentConfig } from './parent';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Requests per client address and window in the named bucket (src/middlewares/rate-limit.ts). */
type PublicOptions = { rateLimit?: string; startsAPlay?: PlayStartFields };

/** A request field: `body.<name>` (POST, beacons too), `query.<name>` (GET) or `params.<name>` (the path's). */
export type RequestField = `${'body' | 'query' | 'params'}.${string}`;

/**
 * Where a route's request names the child and what it is about to play: a meditation, or a video series (the
 * video screen names a video by its sub-category). A request without the child, or without what it plays, starts no play.
 */
export type PlayStartFields = { child: RequestField } & ({ meditation: RequestField } | { videoSeries: RequestField });

/**
 * The api::bedtime.child-may-play policy (src/api/bedtime/policies/child-may-play.ts): the route starts a child's
 * play, refused in the child's quiet hours (but for its routine) and once its daily limit is reached. Every route that
 * starts a play declares it, so the check is one and visible in the routes.
 */
function childMayPlay(fields: PlayStartFields) {
  return { name: 'api::bedtime.child-may-play', config: fields };
}

/**
 * A custom endpoint anyone may call. Strapi's users-permissions check is off (`auth: false`) on every custom route:
 * what the endpoint answers is its own business (a signed link, a partner's key, a form with a rate limit).
 */
export function publicRoute(method: Method, path: string, handler: string, options: PublicOptions = {}) {
  const middlewares = options.rateLimit ? [{ name: 'global::rate-limit', config: { bucket: options.rateLimit } }] : [];
  const policies = options.startsAPlay ? [childMayPlay(options.startsAPlay)] : [];
  return { method, path, handler, config: { auth: false as const, middlewares, policies } };
}

/**
 * What a device given to a child may do with a parent route (the api::device.child-mode policy,
 * src/api/device/policies/child-mode.ts): nothing, unless the route says a child may use it; then a request naming a
 * child (any of `sameChild`) must name the device's own child.
 */
export type ChildModeRule = { childMayUse: boolean; sameChild: RequestField[] };

function childModeRule(childMayUse: ParentRouteOptions['childMayUse']) {
  const config: ChildModeRule = childMayUse ? { childMayUse: true, sameChild: childMayUse.sameChild } : { childMayUse: false, sameChild: [] };
  return { name: 'api::device.child-mode', config };
}

export type ParentRouteOptions = {
  /**
   * Only a grown-up may use it: the api::parent-gate.gate policy (src/api/parent-gate/policies/gate.ts) asks for the
   * parent PIN in the body (the account password for a parent without one), and slows a guessing device down.
   */
  parentGate?: boolean;
  startsAPlay?: PlayStartFields;
  /**
   * A device in child mode may use the route (reading the library, its own child's favourites, history and bedtime),
   * for the child the request names in these fields, if any. Without it the route is a grown-up's: refused in child
   * mode. A route behind the parent gate needs no leave: the gate is the grown-up.
   */
  childMayUse?: { sameChild: RequestField[] };
};

/**
 * A custom endpoint for a signed-in parent: the global::is-parent policy (src/policies/is-parent.ts) authenticates the
 * parent's token before the controller runs and answers 401 with `parent.message` without one; the controller reads
 * the parent with currentParent(ctx) (src/http/parent.ts). Its answers are one family's data: the
 * global::private-answer middleware (src/middlewares/private-answer.ts) marks them `private, no-store`.
 */
export function parentRoute(method: Method, path: string, handler: string, parent: IsParentConfig, options: ParentRouteOptions = {}) {
  const policies = [
    { name: 'global::is-parent', config: parent },
    ...(options.parentGate ? [] : [childModeRule(options.childMayUse)]),
    ...(options.parentGate ? [{ name: 'api::parent-gate.gate', config: {} }] : []),
    ...(options.startsAPlay ? [childMayPlay(options.startsAPlay)] : []),
  ];
  return { method, path, handler, config: { auth: false as const, policies, middlewares: ['global::private-answer'] } };
}
