import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::subscription-plan.subscription-plan');
