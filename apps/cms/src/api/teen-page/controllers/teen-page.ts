import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::teen-page.teen-page');
