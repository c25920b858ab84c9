import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::toy-page.toy-page', { config: { find: publishedOnly } });
