import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::welcome-guide.welcome-guide', { config: { find: publishedOnly } });
