import { parentRoute } from '../../../http/routes';
import { UNAUTHORIZED } from '../../../http/parent';

const parent = { message: UNAUTHORIZED };

export default {
  routes: [
    parentRoute('POST', '/add-to-favouritelist', 'api::favourite.favourite.toggle', parent),
    parentRoute('POST', '/check-favourite', 'api::favourite.favourite.check', parent),
    parentRoute('POST', '/get-child-favouritelist', 'api::favourite.favourite.list', parent),
  ],
};
