import type { Core } from '@strapi/strapi';
import { syncPublicPermissions } from './utils/public-permissions';
import { runSeed } from './seed';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await syncPublicPermissions(strapi);
    if (process.env.SEED_DEMO === 'true') await runSeed(strapi);
  },
};
