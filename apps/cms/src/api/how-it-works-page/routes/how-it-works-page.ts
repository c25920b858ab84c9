import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::how-it-works-page.how-it-works-page');
