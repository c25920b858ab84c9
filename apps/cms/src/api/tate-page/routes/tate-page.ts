import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::tate-page.tate-page', { config: { find: publishedOnly } });
