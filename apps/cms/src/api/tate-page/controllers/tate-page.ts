import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::tate-page.tate-page');
