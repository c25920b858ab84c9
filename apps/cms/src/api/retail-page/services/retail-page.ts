import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::retail-page.retail-page');
