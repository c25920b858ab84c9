import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::newsletter-popup.newsletter-popup', { config: { find: publishedOnly } });
