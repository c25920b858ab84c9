import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::terms-page.terms-page');
