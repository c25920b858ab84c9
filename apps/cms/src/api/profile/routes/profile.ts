import { parentRoute } from '../../../http/routes';
import { UNAUTHORIZED } from '../../../http/parent';

const parent = { message: UNAUTHORIZED };

export default {
  routes: [
    parentRoute('GET', '/children/:id/profile', 'api::profile.profile.childProfile', parent, { childMayUse: { sameChild: ['params.id'] } }),
    parentRoute('POST', '/suggestedMedia/child', 'api::profile.profile.suggestedForChild', parent, { childMayUse: { sameChild: ['body.id'] } }),
  ],
};
