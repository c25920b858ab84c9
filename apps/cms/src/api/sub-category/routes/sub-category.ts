import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::sub-category.sub-category', { config: { find: publishedOnly, findOne: publishedOnly } });
