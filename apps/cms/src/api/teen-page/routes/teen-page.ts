import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::teen-page.teen-page', { config: { find: publishedOnly } });
