import { factories } from '@strapi/strapi';
import { CATEGORY } from '../../../library/data/category';

export default factories.createCoreService(CATEGORY);
