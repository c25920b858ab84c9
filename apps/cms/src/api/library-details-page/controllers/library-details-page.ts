import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::library-details-page.library-details-page');
