import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::page.page', { config: { find: publishedOnly, findOne: publishedOnly } });
