import { parentRoute, type ParentRouteOptions } from '../../../http/routes';
import { UNAUTHORIZED } from '../../../http/parent';

const parent = { message: UNAUTHORIZED };
/** A device in child mode keeps its own child's favourites (the old screens name it `child_id`). */
const ownChild: ParentRouteOptions = { childMayUse: { sameChild: ['body.childId', 'body.child_id'] } };

export default {
  routes: [
    parentRoute('POST', '/add-to-favouritelist', 'api::favourite.favourite.toggle', parent, ownChild),
    parentRoute('POST', '/check-favourite', 'api::favourite.favourite.check', parent, ownChild),
    parentRoute('POST', '/get-child-favouritelist', 'api::favourite.favourite.list', parent, ownChild),
  ],
};
