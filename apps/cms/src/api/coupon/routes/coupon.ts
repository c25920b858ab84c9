import { publicRoute } from '../../../http/routes';

export default {
  routes: [publicRoute('POST', '/couponverify', 'coupon.verify', { rateLimit: 'couponverify' })],
};
