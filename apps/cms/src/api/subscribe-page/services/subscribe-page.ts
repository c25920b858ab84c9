import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::subscribe-page.subscribe-page');
