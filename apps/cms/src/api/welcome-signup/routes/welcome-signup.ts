import { publicRoute } from '../../../http/routes';

export default {
  routes: [publicRoute('POST', '/welcome-email', 'welcome-signup.create', { rateLimit: 'welcome-email' })],
};
