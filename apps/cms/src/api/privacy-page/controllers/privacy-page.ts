import { factories } from '@strapi/strapi';
import { service } from '../../../utils/services';

/** The notice as editors wrote it, with the retention periods in force in `meta.retention` (never typed by hand). */
export default factories.createCoreController('api::privacy-page.privacy-page', () => ({
  async find(ctx) {
    const answer = await super.find(ctx);
    return { ...answer, meta: { ...answer?.meta, retention: service('api::privacy.retention').periods() } };
  },
}));
