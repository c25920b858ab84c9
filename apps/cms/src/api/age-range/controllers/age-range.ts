import { factories } from '@strapi/strapi';
import { AGE_RANGE } from '../../../library/data/age-range';

export default factories.createCoreController(AGE_RANGE);
