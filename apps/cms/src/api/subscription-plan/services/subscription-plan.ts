import { factories } from '@strapi/strapi';
import { SUBSCRIPTION_PLAN } from '../../../commerce/data/subscription-plan';

export default factories.createCoreService(SUBSCRIPTION_PLAN);
