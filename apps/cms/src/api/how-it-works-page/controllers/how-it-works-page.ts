import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::how-it-works-page.how-it-works-page');
