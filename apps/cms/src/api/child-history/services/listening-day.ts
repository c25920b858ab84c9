import { factories } from '@strapi/strapi';
import { LISTENING_DAY } from '../../../family/data/listening-day';

export default factories.createCoreService(LISTENING_DAY);
