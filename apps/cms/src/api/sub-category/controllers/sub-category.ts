import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::sub-category.sub-category');
