import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::subscribe-page.subscribe-page');
