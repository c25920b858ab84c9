import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::teen-page.teen-page');
