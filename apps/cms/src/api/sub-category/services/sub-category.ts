import { factories } from '@strapi/strapi';
import { SUB_CATEGORY } from '../../../library/data/sub-category';

export default factories.createCoreService(SUB_CATEGORY);
