import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::retail-page.retail-page');
