import { factories } from '@strapi/strapi';
import { MEDITATION } from '../../../library/data/meditation';

export default factories.createCoreController(MEDITATION);
