import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::age-range.age-range');
