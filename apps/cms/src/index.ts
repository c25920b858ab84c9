import type { Core } from '@strapi/strapi';
import { syncPublicPermissions } from './utils/public-permissions';
import { registerMeditationDuration } from './utils/meditation-duration';
import { runSeed } from './seed';
import { registerPrivateMedia, syncPrivateMedia } from './security/private-media';
import { registerPublicCacheWebhook } from './webhooks/public-cache';
import { registerWebpFormats } from './media/webp-formats';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerMeditationDuration(strapi);
    registerPrivateMedia(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    registerWebpFormats(strapi);
    await syncPublicPermissions(strapi);
    if (process.env.SEED_DEMO === 'true') await runSeed(strapi);
    await syncPrivateMedia(strapi);
    await registerPublicCacheWebhook(strapi);
  },
};
