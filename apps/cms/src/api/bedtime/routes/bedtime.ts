import { parentRoute } from '../../../http/routes';
import { UNAUTHORIZED } from '../../../http/parent';

const parent = { message: UNAUTHORIZED };

/** A child's bedtime, quiet hours and daily limit (issue 39); unlocking and extending are behind the parent gate. */
export default {
  routes: [
    parentRoute('GET', '/children/:id/bedtime', 'api::bedtime.bedtime.get', parent, { childMayUse: { sameChild: ['params.id'] } }),
    parentRoute('PUT', '/children/:id/bedtime', 'api::bedtime.bedtime.update', parent),
    parentRoute('POST', '/children/:id/bedtime/unlock', 'api::bedtime.bedtime.unlock', parent, { parentGate: true }),
    parentRoute('POST', '/children/:id/daily-limit/extend', 'api::bedtime.bedtime.extend', parent, { parentGate: true }),
  ],
};
