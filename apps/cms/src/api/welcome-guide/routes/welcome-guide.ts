import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::welcome-guide.welcome-guide');
