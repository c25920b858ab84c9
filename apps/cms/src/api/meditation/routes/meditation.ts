import { factories } from '@strapi/strapi';
import { MEDITATION } from '../../../media/data/meditation';

const publishedOnly = { middlewares: ['global::published-only'] };

export default factories.createCoreRouter(MEDITATION, { config: { find: publishedOnly, findOne: publishedOnly } });
