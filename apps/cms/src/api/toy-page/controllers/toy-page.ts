import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::toy-page.toy-page');
