import { parentRoute, type ParentRouteOptions } from '../../../http/routes';
import { UNAUTHORIZED } from '../../../http/parent';

/** A device in child mode saves and reads its own child's video positions. */
const ownChild: ParentRouteOptions = { childMayUse: { sameChild: ['body.child_id'] } };

export default {
  routes: [
    /** Saves may come as beacons: text/plain JSON with `authtoken` inside. */
    parentRoute('POST', '/user-video-status', 'api::video-position.video-position.saveStatus', { message: UNAUTHORIZED, bodyToken: true }, ownChild),
    parentRoute('POST', '/fetch-video-duration', 'api::video-position.video-position.fetchDuration', { message: UNAUTHORIZED }, {
      ...ownChild,
      startsAPlay: { child: 'body.child_id', videoSeries: 'body.sub_cat_id' },
    }),
  ],
};
