import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::child-history.listening-day');
