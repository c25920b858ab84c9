import { factories } from '@strapi/strapi';
import { CATEGORY } from '../../../library/data/category';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter(CATEGORY, { config: { find: publishedOnly, findOne: publishedOnly } });
