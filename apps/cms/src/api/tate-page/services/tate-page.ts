import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::tate-page.tate-page');
