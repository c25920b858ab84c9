import { parentRoute } from '../../../http/routes';
import { UNAUTHORIZED } from '../../../http/parent';

const parent = { message: UNAUTHORIZED };

export default {
  routes: [
    parentRoute('POST', '/children', 'api::child.child.createForParent', parent),
    parentRoute('POST', '/children/all', 'api::child.child.listForParent', parent, { childMayUse: { sameChild: [] } }),
    parentRoute('GET', '/children/:id', 'api::child.child.getForParent', parent, { childMayUse: { sameChild: ['params.id'] } }),
    parentRoute('PUT', '/children/:id', 'api::child.child.updateForParent', parent),
    parentRoute('DELETE', '/children/:id', 'api::child.child.deleteForParent', parent),
  ],
};
