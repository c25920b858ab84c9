import { publicRoute } from '../../../http/routes';

/** The apps' legacy content calls that sit with the account API (spec section 7). */
export default {
  routes: [
    publicRoute('GET', '/testimonial-list', 'site-content-legacy.testimonials'),
    publicRoute('GET', '/getallbanners', 'site-content-legacy.banners'),
    publicRoute('POST', '/getallbanners', 'site-content-legacy.banners'),
  ],
};
