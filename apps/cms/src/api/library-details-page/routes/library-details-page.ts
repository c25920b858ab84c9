import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::library-details-page.library-details-page', { config: { find: publishedOnly } });
