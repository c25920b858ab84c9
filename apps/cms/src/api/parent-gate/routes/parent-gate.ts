import { parentRoute } from '../../../http/routes';
import { UNAUTHORIZED } from '../../../http/parent';

const parent = { message: UNAUTHORIZED };

/** The parent gate (issue 54): how it asks this parent, and setting the parent PIN behind the account password. */
export default {
  routes: [
    parentRoute('GET', '/parent-gate', 'api::parent-gate.parent-gate.get', parent, { childMayUse: { sameChild: [] } }),
    parentRoute('PUT', '/parent-gate/pin', 'api::parent-gate.parent-gate.setPin', parent),
  ],
};
