import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::toy-page.toy-page');
