import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::how-it-works-page.how-it-works-page');
