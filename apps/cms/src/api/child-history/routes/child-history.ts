import { parentRoute } from '../../../http/routes';
import { UNAUTHORIZED } from '../../../http/parent';

const parent = { message: UNAUTHORIZED };
/** Saves may come as beacons: text/plain JSON with `authtoken` inside. */
const parentOrBeacon = { message: UNAUTHORIZED, bodyToken: true };

export default {
  routes: [
    parentRoute('POST', '/child-history', 'api::child-history.child-history.save', parentOrBeacon),
    parentRoute('POST', '/child-history/all', 'api::child-history.child-history.list', parent, {
      startsAPlay: { child: 'body.childId', meditation: 'body.mediaId' },
    }),
    parentRoute('GET', '/child-history/:id', 'api::child-history.child-history.getOne', parent),
    parentRoute('PUT', '/child-history/:id', 'api::child-history.child-history.update', parentOrBeacon),
    parentRoute('DELETE', '/child-history/:id', 'api::child-history.child-history.remove', parent),
  ],
};
