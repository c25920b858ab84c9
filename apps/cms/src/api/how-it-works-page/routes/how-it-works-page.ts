import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::how-it-works-page.how-it-works-page', { config: { find: publishedOnly } });
