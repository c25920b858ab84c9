import { publicRoute } from '../../../http/routes';

export default {
  routes: [publicRoute('POST', '/contact', 'contact-message.create', { rateLimit: 'contact' })],
};
