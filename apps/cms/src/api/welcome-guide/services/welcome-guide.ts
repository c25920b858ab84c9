import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::welcome-guide.welcome-guide');
