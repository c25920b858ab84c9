import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::sub-category.sub-category');
