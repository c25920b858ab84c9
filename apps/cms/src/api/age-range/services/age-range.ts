import { factories } from '@strapi/strapi';
import { AGE_RANGE } from '../../../library/data/age-range';

export default factories.createCoreService(AGE_RANGE);
