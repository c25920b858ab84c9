import { parentRoute, type ParentRouteOptions } from '../../../http/routes';
import { UNAUTHORIZED } from '../../../http/parent';

const parent = { message: UNAUTHORIZED };
/** Saves may come as beacons: text/plain JSON with `authtoken` inside. */
const parentOrBeacon = { message: UNAUTHORIZED, bodyToken: true };
/**
 * A device in child mode saves and reads its own child's listening; an entry named by its id (the apps' update and
 * removal) is a grown-up's.
 */
const ownChild: ParentRouteOptions = { childMayUse: { sameChild: ['body.childId'] } };

export default {
  routes: [
    parentRoute('POST', '/child-history', 'api::child-history.child-history.save', parentOrBeacon, ownChild),
    // A player's queued saves of one child, sent when it is back online.
    parentRoute('POST', '/child-history/batch', 'api::child-history.child-history.saveBatch', parent, ownChild),
    parentRoute('POST', '/child-history/all', 'api::child-history.child-history.list', parent, {
      ...ownChild,
      startsAPlay: { child: 'body.childId', meditation: 'body.mediaId' },
    }),
    parentRoute('GET', '/child-history/:id', 'api::child-history.child-history.getOne', parent),
    parentRoute('PUT', '/child-history/:id', 'api::child-history.child-history.update', parentOrBeacon),
    parentRoute('DELETE', '/child-history/:id', 'api::child-history.child-history.remove', parent),
  ],
};
