import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::welcome-guide.welcome-guide');
