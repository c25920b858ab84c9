import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::teen-page.teen-page');
