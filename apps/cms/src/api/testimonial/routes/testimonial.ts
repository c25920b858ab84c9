import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::testimonial.testimonial', { config: { find: publishedOnly, findOne: publishedOnly } });
