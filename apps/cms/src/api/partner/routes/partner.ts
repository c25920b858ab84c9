import { publicRoute } from '../../../http/routes';

/** Public: a partner's key and its page's Origin admit these (controllers/partner.ts); no user auth. */
export default {
  routes: [
    publicRoute('GET', '/media/:id', 'api::partner.partner.media'),
    publicRoute('POST', '/media/:id/plays', 'api::partner.partner.play'),
    publicRoute('POST', '/media/:id/reports', 'api::partner.partner.report'),
    publicRoute('GET', '/partner-frames/:key', 'api::partner.partner.frameOrigins'),
  ],
};
