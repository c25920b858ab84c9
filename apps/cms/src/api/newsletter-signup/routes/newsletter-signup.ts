import { publicRoute } from '../../../http/routes';

export default {
  routes: [publicRoute('POST', '/email', 'newsletter-signup.create', { rateLimit: 'email' })],
};
