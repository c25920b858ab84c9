import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::tate-page.tate-page');
