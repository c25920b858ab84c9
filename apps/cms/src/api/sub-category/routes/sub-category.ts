import { factories } from '@strapi/strapi';
import { SUB_CATEGORY } from '../../../library/data/sub-category';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter(SUB_CATEGORY, { config: { find: publishedOnly, findOne: publishedOnly } });
