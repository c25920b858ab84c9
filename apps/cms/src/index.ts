import type { Core } from '@strapi/strapi';
import { syncPublicPermissions } from './utils/public-permissions';
import { registerMeditationDuration } from './utils/meditation-duration';
import { runSeed } from './seed';
import { registerPrivateMedia, syncPrivateMedia } from './security/private-media';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerMeditationDuration(strapi);
    registerPrivateMedia(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await syncPublicPermissions(strapi);
    if (process.env.SEED_DEMO === 'true') await runSeed(strapi);
    await syncPrivateMedia(strapi);
  },
};
