import { factories } from '@strapi/strapi';
import { MEDITATION } from '../../../media/data/meditation';

export default factories.createCoreService(MEDITATION);
