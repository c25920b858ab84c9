import type { Core } from '@strapi/strapi';
import { configSecret } from '../src/utils/config-secret';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('CMS_PUBLIC_URL', ''),
  // Uploads land in <public>/uploads; tests point this at a temporary folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: {
    keys: configSecret('APP_KEYS', env('APP_KEYS'), 'tate-dev-key-1,tate-dev-key-2').split(','),
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
  logger: {
    updates: { enabled: false },
    startup: { enabled: env.bool('STRAPI_STARTUP_LOG', true) },
  },
});

export default config;
