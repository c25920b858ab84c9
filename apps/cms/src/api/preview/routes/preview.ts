import { publicRoute } from '../../../http/routes';

/** The signed, expiring link is the credential (docs/decisions/editors-preview.md). */
export default {
  routes: [publicRoute('GET', '/preview', 'preview.show')],
};
