import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::library-details-page.library-details-page');
