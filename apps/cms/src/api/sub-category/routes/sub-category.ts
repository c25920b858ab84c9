import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::sub-category.sub-category');
