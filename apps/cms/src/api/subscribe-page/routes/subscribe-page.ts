import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::subscribe-page.subscribe-page', { config: { find: publishedOnly } });
