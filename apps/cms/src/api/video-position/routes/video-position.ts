import { parentRoute } from '../../../http/routes';
import { UNAUTHORIZED } from '../../../http/parent';

export default {
  routes: [
    /** Saves may come as beacons: text/plain JSON with `authtoken` inside. */
    parentRoute('POST', '/user-video-status', 'api::video-position.video-position.saveStatus', { message: UNAUTHORIZED, bodyToken: true }),
    parentRoute('POST', '/fetch-video-duration', 'api::video-position.video-position.fetchDuration', { message: UNAUTHORIZED }, {
      startsAPlay: { child: 'body.child_id', videoSeries: 'body.sub_cat_id' },
    }),
  ],
};
