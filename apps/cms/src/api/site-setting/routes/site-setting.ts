import { factories } from '@strapi/strapi';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter('api::site-setting.site-setting', { config: { find: publishedOnly } });
