import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::privacy-page.privacy-page', { config: { find: publishedOnly } });
