import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::retail-page.retail-page', { config: { find: publishedOnly } });
