import type { Context } from 'koa';
import { PARENT_GATE_MESSAGES } from '@tate/contracts';
import { ApiError } from '../../../http/errors';
import { currentParent } from '../../../http/parent';
import { idField } from '../../../http/request-fields';
import type { ChildModeRule } from '../../../http/routes';

/** Strapi's policy context: a copy of the Koa context's own properties. */
type PolicyContext = Pick<Context, 'request' | 'state' | 'params' | 'method' | 'path'>;

/**
 * api::device.child-mode, on every parent route (parentRoute, src/http/routes.ts), after global::is-parent: a device
 * given to a child (docs/decisions/2026-11-28-device-sessions.md) uses only the routes that say a child may
 * (`childMayUse`), and only for its own child: a request naming a sibling is refused. Every other route is a
 * grown-up's (account, payment, children, bedtime settings, devices, privacy): refused until the parent gate takes the
 * device back. On a parent's own device the policy does nothing.
 */
export default function childMode(policyContext: PolicyContext, rule: ChildModeRule): true {
  const child = currentParent(policyContext).childMode;
  if (!child) return true;
  if (!rule.childMayUse) throw new ApiError(403, PARENT_GATE_MESSAGES.childModeAskAGrownUp);
  for (const field of rule.sameChild) {
    const named = idField(policyContext, field);
    if (named !== undefined && named !== child) throw new ApiError(403, PARENT_GATE_MESSAGES.childModeOtherChild);
  }
  return true;
}
