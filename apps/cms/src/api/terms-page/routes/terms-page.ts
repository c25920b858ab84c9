import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::terms-page.terms-page', { config: { find: publishedOnly } });
