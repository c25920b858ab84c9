import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::age-range.age-range');
